// Find a box by its code (typed as printed: lower case, spaces and dashes are fine, or the
// label's address pasted). A code that does not check is caught here, before any request.
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { BoxFacts } from '@/shared/contract/boxes';
import { errorMessage } from '@/client/lib/api/api-client';
import { getBox } from '../api/get-box';
import { readScannedCode } from '../lib/scanned-code';
import { BoxPassport } from './box-journey';

type Lookup = { status: 'idle' } | { status: 'loading' } | { status: 'found'; facts: BoxFacts } | { status: 'failed'; message: string };

export function FindBox() {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readScannedCode(typed);
    if (!read.ok) {
      setProblem(read.reason === 'check' ? t`This code does not check: a character is mistyped. Look at the label again.` : t`A box code has 9 letters and digits (spaces and dashes are fine).`);
      setLookup({ status: 'idle' });
      return;
    }
    setProblem(null);
    setLookup({ status: 'loading' });
    try {
      setLookup({ status: 'found', facts: await getBox(read.code) });
    } catch (error) {
      setLookup({ status: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form aria-label={t`Find a box`} noValidate onSubmit={find} className="flex flex-col gap-1">
        <label htmlFor="find-box-code" className="text-sm font-medium">
          {t`Box code`}
        </label>
        <div className="flex gap-2">
          <input
            id="find-box-code"
            className={`input min-h-11 w-full font-mono ${problem ? 'input-error' : ''}`}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={200}
            dir="ltr"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'find-box-error' : 'find-box-hint'}
          />
          <button type="submit" className="btn btn-primary min-h-11" disabled={lookup.status === 'loading'} aria-busy={lookup.status === 'loading'}>
            {lookup.status === 'loading' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t`Find`}
          </button>
        </div>
        {problem ? (
          <p id="find-box-error" className="text-sm text-error">
            {problem}
          </p>
        ) : (
          <p id="find-box-hint" className="text-xs opacity-70">
            {t`As printed on the label, e.g. 7K2-QX9-PMA.`}
          </p>
        )}
      </form>
      {lookup.status === 'failed' && (
        <p role="alert" className="rounded-box bg-error/10 p-3 text-sm text-error">
          {lookup.message}
        </p>
      )}
      {lookup.status === 'loading' && <div className="skeleton h-40 w-full" aria-busy="true" />}
      {lookup.status === 'found' && <BoxPassport facts={lookup.facts} />}
    </div>
  );
}
