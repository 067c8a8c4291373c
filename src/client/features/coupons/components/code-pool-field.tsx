// The pool of unique codes: pasted into the box, or imported from a CSV file (its first
// column). The file is checked to be text before it is read.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { textFileProblem } from '@/client/components/form/file-check';
import type { ZodForm } from '@/client/components/form/use-zod-form';
import { codesFromCsv, mergeCodes, splitCodes } from '../lib/code-pool';
import type { CouponFormValues } from '../lib/coupon-form-values';

export function CodePoolField({ form, codesLeft }: { form: ZodForm<CouponFormValues>; codesLeft: number | null }) {
  const { t } = useLingui();
  const id = useId();
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const count = splitCodes(form.values.codePool).length;
  const error = form.errors.codePool;

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = await textFileProblem(file);
    if (problem) return setNote({ kind: 'error', text: problem });
    const { text, added } = mergeCodes(form.values.codePool, codesFromCsv(await file.text()));
    form.set('codePool', text);
    form.touch('codePool');
    const fileName = file.name;
    setNote({ kind: 'ok', text: t`${plural(added, { one: `Imported # code from ${fileName}.`, other: `Imported # codes from ${fileName}.` })}` });
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <legend className="px-1 text-sm font-medium">{t`Unique codes (optional)`}</legend>
      <p className="text-xs opacity-75">
        {t`One code per redemption, one per line or comma separated. With a pool, each user gets their own code instead of the shared one.`}
        {codesLeft !== null && ` ${t`${plural(codesLeft, { one: '# unused in the pool now; codes added here join it.', other: '# unused in the pool now; codes added here join them.' })}`}`}
      </p>
      <label htmlFor={id} className="sr-only">
        {t`Unique codes`}
      </label>
      <textarea
        id={id}
        name="codePool"
        rows={4}
        className={`textarea w-full font-mono text-sm ${error ? 'textarea-error' : ''}`}
        value={form.values.codePool}
        onChange={(event) => form.set('codePool', event.target.value)}
        onBlur={() => form.touch('codePool')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count`}
        placeholder={'SAVE-0001\nSAVE-0002'}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span id={`${id}-count`} data-testid="code-pool-count">
          {t`${plural(count, { one: '# code', other: '# codes' })}`}
        </span>
        <label className="btn btn-sm btn-outline">
          {t`Import CSV`}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={(event) => void importFile(event.currentTarget)} />
        </label>
      </div>
      {error && <p className="text-sm text-error">{error}</p>}
      {note && <p className={`text-sm ${note.kind === 'error' ? 'text-error' : 'text-success'}`}>{note.text}</p>}
    </fieldset>
  );
}
