// Edit a coupon company: its name and its banner, with the same checked image picker and
// preview as creating one. Only what changed is sent.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { companyFields, type Company } from '@/shared/contract/coupons';
import { Modal } from '@/client/components/modal';
import { FileUploadField } from '@/client/components/form/file-upload-field';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { uploadedImageUrl } from '@/client/lib/images';
import { updateCompany } from '../api/update-company';

export function EditCompanyDialog({ company, onClose, onSaved }: { company: Company | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const name = company?.companyName;
  return (
    <Modal open={company !== null} onClose={onClose} title={name ? t`Edit ${name}` : t`Edit company`}>
      {company && <EditCompanyForm company={company} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditCompanyForm({ company, onClose, onSaved }: { company: Company; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const name = company.companyName;
  const form = useZodForm({
    schema: companyFields,
    initial: { companyName: company.companyName, banner: null as File | null },
    onSubmit: async ({ companyName }, values) => {
      const renamed = companyName !== company.companyName;
      if (!renamed && !values.banner) throw new Error(t`Nothing to save: change the name or choose a new banner.`);
      setProgress(0);
      try {
        const saved = await updateCompany(company.id, { ...(renamed && { companyName }), ...(values.banner && { banner: values.banner }) }, setProgress);
        onSaved();
        onClose();
        const savedName = saved.companyName;
        return t`${savedName} saved`;
      } finally {
        setProgress(null);
      }
    },
  });

  return (
    <FormFrame
      form={form}
      label={t`Edit ${name}`}
      submitLabel={t`Save company`}
      pendingLabel={t`Saving…`}
      actions={
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={form.pending}>
          {t`Cancel`}
        </button>
      }
    >
      <TextField form={form} name="companyName" label={t`Company name`} autoComplete="organization" />
      <FileUploadField
        label={t`Banner`}
        what="banner"
        file={form.values.banner}
        currentUrl={company.banner ? uploadedImageUrl(company.banner) : null}
        onChange={(file) => form.set('banner', file)}
        progress={progress}
        error={form.errors.banner}
      />
    </FormFrame>
  );
}
