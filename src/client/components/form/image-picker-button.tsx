// The one image picker button (profile image, banners): a styled button with the browser's file
// input inside it, visually hidden but focusable, so keyboards and screen readers reach the real
// input while people see a 44 px button instead of the bare browser control.
import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { Icon } from '@/client/components/icon';

interface ImagePickerButtonProps {
  /** Read aloud as the input's name (the field's visible label elsewhere), else the button's words. */
  labelledBy?: string;
  describedBy?: string;
  accept: string;
  name?: string;
  id?: string;
  chosen: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function ImagePickerButton({ labelledBy, describedBy, accept, name, id, chosen, disabled, invalid, onChange }: ImagePickerButtonProps) {
  const { t } = useLingui();
  return (
    <label
      className={`btn btn-outline min-h-11 w-fit focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary ${invalid ? 'btn-error' : ''} ${disabled ? 'btn-disabled' : ''}`}
    >
      <Icon name="upload" />
      {chosen ? t`Choose another image` : t`Choose an image`}
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        className="sr-only"
        disabled={disabled}
        onChange={onChange}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
      />
    </label>
  );
}
