// Image upload field (banners): the styled picker profile settings has, with the image beside it.
// It checks the file's type and size before anything is sent, previews it at once, and shows the
// upload's progress while the form submits.
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Icon } from '@/client/components/icon';
import { asSentence } from '@/client/lib/format/field-message';
import { IMAGE_TYPES, imageProblem, type ImageKind } from './file-check';
import { ImagePickerButton } from './image-picker-button';
import { useObjectUrl } from '@/client/lib/hooks/use-object-url';
import { activeFormattingLocale } from '@/client/lib/i18n/language';

/** "40 %" as the active language writes a share. */
const formatPercent = (fraction: number) => new Intl.NumberFormat(activeFormattingLocale(), { style: 'percent' }).format(fraction);

interface FileUploadFieldProps {
  label: string;
  /** Used in messages: "The banner must be a PNG, …". */
  what?: ImageKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image already stored (when editing), shown until another is chosen. */
  currentUrl?: string | null;
  /** 0..1 while the form uploads, null otherwise. */
  progress: number | null;
  /** A message from the form (e.g. "a banner is required"). */
  error?: string;
  disabled?: boolean;
}

export function FileUploadField(props: FileUploadFieldProps) {
  const { label, what = 'image', file, onChange, currentUrl, progress, error, disabled } = props;
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();
  const preview = useObjectUrl(file) ?? currentUrl ?? null;
  const message = problem ?? error;

  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    if (!chosen) return;
    const reason = await imageProblem(chosen, what);
    setProblem(reason);
    if (reason) {
      // Clear the input so choosing the same (fixed) file again fires a change.
      input.value = '';
      onChange(null);
    } else onChange(chosen);
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt={t`${label} preview`}
            data-testid="upload-preview"
            className="h-24 w-40 rounded-box border border-base-300 object-cover"
          />
        ) : (
          <div aria-hidden="true" className="flex h-24 w-40 items-center justify-center rounded-box border border-dashed border-base-300 bg-base-200 text-base-content/50">
            <Icon name="upload" />
          </div>
        )}
        <div className="flex flex-col gap-1">
          <ImagePickerButton
            id={id}
            labelledBy={`${id}-label`}
            describedBy={message ? `${id}-error` : `${id}-hint`}
            accept={IMAGE_TYPES.join(',')}
            chosen={preview !== null}
            disabled={disabled || progress !== null}
            invalid={Boolean(message)}
            onChange={(event) => void choose(event.currentTarget)}
          />
          {message ? (
            <p id={`${id}-error`} className="text-sm text-error">
              {asSentence(message)}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs opacity-70">
              {t`PNG, JPEG, WebP or GIF, up to 5 MB.`}
            </p>
          )}
        </div>
      </div>
      {progress !== null && (
        <div className="flex items-center gap-2 text-sm">
          <progress className="progress progress-primary w-full max-w-xs" value={Math.round(progress * 100)} max={100} aria-label={what === 'banner' ? t`Uploading banner` : t`Uploading image`} />
          <span>{formatPercent(progress)}</span>
        </div>
      )}
    </div>
  );
}
