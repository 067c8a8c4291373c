import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/client/lib/toast';
import { nameSchema } from '@/shared/contract/auth';
import { FormField } from '@/client/components/form/form-field';
import { ImagePickerButton } from '@/client/components/form/image-picker-button';
import { activeFormattingLocale } from '@/client/lib/i18n/language';
import { avatarUrl } from '@/client/lib/images';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { applyProfile } from '@/client/lib/session/profile-refresh';
import { currentUserAtom } from '@/client/lib/session/session';
import { updateProfile } from '../api/update-profile';
import { PROFILE_IMAGE_TYPES, profileImageProblem } from '../image-check';
import { humanize } from '@/client/lib/format/field-message';

export function ProfileForm() {
  const store = useStore();
  const user = useAtomValue(currentUserAtom)!;
  const online = useAtomValue(onlineAtom);
  const [name, setName] = useState(user.name);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; image?: string; form?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const { t } = useLingui();

  // The preview is an object URL: released when replaced or when the page closes.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      event.target.value = '';
      setErrors((current) => ({ ...current, image: problem }));
      return;
    }
    setErrors((current) => ({ ...current, image: undefined }));
    setImage(file);
    setPreview(URL.createObjectURL(file));
  };

  const email = user.email;
  const changed = name.trim() !== user.name || image !== null;
  const sending = progress !== null;
  const percent = new Intl.NumberFormat(activeFormattingLocale(), { style: 'percent' }).format(progress ?? 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) {
      setErrors((current) => ({ ...current, name: humanize(parsed.error.issues[0]?.message ?? 'name is required', 'name', t`Name`) }));
      return;
    }
    setErrors({});
    setProgress(0);
    const result = await updateProfile({ name: parsed.data, image }, setProgress);
    setProgress(null);
    if (!result.ok) {
      setErrors({ form: result.message });
      return;
    }
    applyProfile(store, result.data);
    setImage(null);
    setPreview(null);
    toast.success(result.message || t`Your profile was updated.`);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card bg-base-100 shadow-sm" aria-busy={sending}>
      <div className="card-body gap-5">
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={preview ?? avatarUrl(user.profile_image)}
            alt={preview ? t`Preview of your new profile image` : t`Your profile image`}
            width="96"
            height="96"
            className="size-24 rounded-full border border-base-300 object-cover"
            data-testid="profile-preview"
          />
          <div className="flex flex-col gap-1">
            <ImagePickerButton name="profileImage" accept={PROFILE_IMAGE_TYPES.join(',')} chosen={preview !== null} onChange={onFile} describedBy="image-help" />
            <p id="image-help" className="text-sm text-base-content/70">
              {t`PNG, JPEG, WebP or GIF, up to 5 MB.`}
            </p>
            {errors.image && (
              <p role="alert" className="text-sm text-error">
                {errors.image}
              </p>
            )}
          </div>
        </div>
        <FormField label={t`Name`} name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} required />
        <p className="text-sm text-base-content/70">
          {/* bdi: an address keeps its own left-to-right order inside an Arabic sentence. */}
          <Trans>
            Email: <bdi>{email}</bdi>
          </Trans>
        </p>
        {sending && (
          <div>
            <label htmlFor="upload-progress" className="text-sm">
              {t`Uploading… ${percent}`}
            </label>
            <progress id="upload-progress" className="progress progress-primary w-full" value={Math.round((progress ?? 0) * 100)} max={100} />
          </div>
        )}
        {errors.form && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {errors.form}
          </p>
        )}
        {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
        <div>
          <button type="submit" className="btn btn-primary min-h-11" disabled={!changed || sending || !online}>
            {sending ? t`Saving…` : t`Save changes`}
          </button>
        </div>
      </div>
    </form>
  );
}
