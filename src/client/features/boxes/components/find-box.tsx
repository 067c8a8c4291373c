// Find a box by its code and see its journey (the form catches a code that does not check).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BoxFacts } from '@/shared/contract/boxes';
import { errorMessage } from '@/client/lib/api/api-client';
import { getBox } from '../api/get-box';
import { BoxCodeForm } from './box-code-form';
import { BoxPassport } from './box-journey';

type Lookup = { status: 'idle' } | { status: 'loading' } | { status: 'found'; facts: BoxFacts } | { status: 'failed'; message: string };

export function FindBox() {
  const { t } = useLingui();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });

  const find = async (code: string) => {
    setLookup({ status: 'loading' });
    try {
      setLookup({ status: 'found', facts: await getBox(code) });
    } catch (error) {
      setLookup({ status: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <BoxCodeForm label={t`Find a box`} submitLabel={t`Find`} onCode={(code) => void find(code)} busy={lookup.status === 'loading'} />
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
