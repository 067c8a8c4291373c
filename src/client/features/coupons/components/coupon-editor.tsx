// Create or edit one coupon: every field of the spec plus stock, per-user limit, validity
// window and a pool of unique codes, checked by the shared couponFields schema, with the
// catalogue card previewed beside the form as it is typed.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { COUPON_TYPES, couponFields, type Coupon } from '@/shared/contract/coupons';
import { FileUploadField } from '@/client/components/form/file-upload-field';
import { SelectField, TextAreaField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useObjectUrl } from '@/client/lib/hooks/use-object-url';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { uploadedImageUrl } from '@/client/lib/images';
import { createCoupon } from '../api/create-coupon';
import { updateCoupon } from '../api/update-coupon';
import { firstDuplicate, splitCodes } from '../lib/code-pool';
import { couponFormData, couponSchemaInput, couponToValues, EMPTY_COUPON_VALUES, windowProblem } from '../lib/coupon-form-values';
import { CodePoolField } from './code-pool-field';
import { CouponCardPreview } from './coupon-card-preview';

interface CouponEditorProps {
  companyId: number;
  companyName: string;
  /** The company's banner: a new coupon without one of its own shows it. */
  companyBanner: string | null;
  /** null: a new coupon. */
  coupon: Coupon | null;
  onSaved: (coupon: Coupon) => void;
  onCancel: () => void;
}

const TYPE_LABELS = { percentage: msg`Percentage (% off)`, dollar: msg`Dollar ($ off)` };

export function CouponEditor({ companyId, companyName, companyBanner, coupon, onSaved, onCancel }: CouponEditorProps) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const typeOptions = COUPON_TYPES.map((type) => ({ value: type, label: t(type === 'percentage' ? TYPE_LABELS.percentage : TYPE_LABELS.dollar) }));
  const form = useZodForm({
    schema: couponFields,
    initial: coupon ? couponToValues(coupon) : EMPTY_COUPON_VALUES,
    toInput: (values) => couponSchemaInput(companyId, values),
    validate: (values) => {
      const duplicate = firstDuplicate(splitCodes(values.codePool));
      return {
        banner: coupon || values.banner || companyBanner ? undefined : t`A banner image is required`,
        validUntil: windowProblem(values),
        codePool: duplicate ? t`The code ${duplicate} is in the list twice` : undefined,
      };
    },
    onSubmit: async (data, values) => {
      setProgress(0);
      try {
        const body = couponFormData(data, values.banner);
        const saved = coupon ? await updateCoupon(coupon.id, body, setProgress) : await createCoupon(body, setProgress);
        onSaved(saved);
        return coupon ? t`Coupon updated` : t`Coupon created`;
      } finally {
        setProgress(null);
      }
    },
  });
  const chosenBanner = useObjectUrl(form.values.banner);
  const storedName = coupon ? coupon.bannerImage : companyBanner;
  const storedBanner = storedName ? uploadedImageUrl(storedName) : null;
  const description = coupon?.couponDescription;
  const heading = coupon ? t`Edit coupon: ${description}` : t`New coupon`;

  return (
    <section aria-label={heading} className="card border border-primary/40 bg-base-100" data-testid="coupon-editor">
      <div className="card-body grid gap-6 lg:grid-cols-[1fr_auto]">
        <div className="flex min-w-0 flex-col gap-4">
          <h2 className="card-title text-lg">{heading}</h2>
          <FormFrame
            form={form}
            label={heading}
            submitLabel={coupon ? t`Save coupon` : t`Create coupon`}
            pendingLabel={t`Saving…`}
            actions={
              <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.pending}>
                {t`Cancel`}
              </button>
            }
          >
            <TextAreaField form={form} name="couponDescription" label={t`Description`} rows={2} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="couponCode" label={t`Code`} hint={t`Shown to the user after redeeming (unless a pool hands out unique codes).`} />
              <TextField form={form} name="redeemLink" label={t`Redeem link`} type="url" placeholder="https://" />
              <SelectField form={form} name="couponType" label={t`Type`} options={typeOptions} />
              <TextField form={form} name="couponValue" label={t`Value`} type="number" min={0} step="any" inputMode="decimal" />
              <TextField form={form} name="pointToRedeem" label={t`Points to redeem`} type="number" min={1} step={1} inputMode="numeric" />
              <TextField form={form} name="stock" label={t`Stock`} type="number" min={0} step={1} inputMode="numeric" hint={t`Blank: unlimited.`} />
              <TextField form={form} name="perUserLimit" label={t`Per-user limit`} type="number" min={1} step={1} inputMode="numeric" hint={t`Blank: no limit.`} />
              <div className="hidden sm:block" />
              <TextField form={form} name="validFrom" label={t`Valid from`} type="datetime-local" hint={t`Blank: from now.`} />
              <TextField form={form} name="validUntil" label={t`Valid until`} type="datetime-local" hint={t`Blank: no end.`} />
            </div>
            <FileUploadField
              label={coupon ? t`Banner (choose a file to replace it)` : companyBanner ? t`Banner (the company’s unless you choose one)` : t`Banner`}
              what="banner"
              file={form.values.banner}
              onChange={(file) => {
                form.set('banner', file);
                form.touch('banner');
              }}
              progress={progress}
              error={form.errors.banner}
            />
            <CodePoolField form={form} codesLeft={coupon?.poolCodesLeft ?? null} />
          </FormFrame>
        </div>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <CouponCardPreview
            description={form.values.couponDescription}
            companyName={companyName}
            couponType={form.values.couponType}
            couponValue={form.values.couponValue}
            pointToRedeem={form.values.pointToRedeem}
            bannerUrl={chosenBanner ?? storedBanner}
          />
        </div>
      </div>
    </section>
  );
}
