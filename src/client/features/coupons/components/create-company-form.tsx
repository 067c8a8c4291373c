// New coupon company: a name and a banner, uploaded with progress. The name is checked by
// the shared companyFields schema, the banner by its bytes before anything is sent.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { companyFields } from '@/shared/contract/coupons';
import { FileUploadField } from '@/client/components/form/file-upload-field';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { createCompany } from '../api/create-company';

export function CreateCompanyForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  // A new key after each success gives a fresh (empty) file input.
  const [round, setRound] = useState(0);
  const form = useZodForm({
    schema: companyFields,
    initial: { companyName: '', banner: null as File | null },
    validate: (values) => ({ banner: values.banner ? undefined : t`A banner image is required` }),
    onSubmit: async ({ companyName }, values) => {
      setProgress(0);
      try {
        const company = await createCompany(companyName, values.banner!, setProgress);
        form.reset();
        setRound((n) => n + 1);
        onCreated();
        const name = company.companyName;
        return t`${name} created`;
      } finally {
        setProgress(null);
      }
    },
  });

  return (
    <div className="card border border-base-300 bg-base-100">
      <div className="card-body">
        <h2 className="card-title text-lg">{t`New company`}</h2>
        <FormFrame form={form} label={t`New company`} submitLabel={t`Create company`} pendingLabel={t`Uploading…`}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField form={form} name="companyName" label={t`Company name`} autoComplete="organization" />
            <FileUploadField
              key={round}
              label={t`Banner`}
              what="banner"
              file={form.values.banner}
              onChange={(file) => {
                form.set('banner', file);
                form.touch('banner');
              }}
              progress={progress}
              error={form.errors.banner}
            />
          </div>
        </FormFrame>
      </div>
    </div>
  );
}
