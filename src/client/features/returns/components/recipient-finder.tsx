// Step one of recording a return: whose account? Typing the personal code always works;
// scanning the recycler's QR code is offered wherever there is a camera.
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { UserByCode } from '@/shared/contract/returns';
import { findUserByCode } from '../api/find-user-by-code';
import { CodeScanner, normalizeCode } from '@/client/components/scanner/code-scanner';
import { errorMessage } from '@/client/lib/api/api-client';

export function RecipientFinder({ onFound, disabled }: { onFound: (user: UserByCode) => void; disabled: boolean }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  async function lookUp(raw: string) {
    const normalized = normalizeCode(raw);
    if (!/^[A-Z0-9]+$/.test(normalized)) return setError(t`Type the code shown under the recycler’s QR code.`);
    setLooking(true);
    setError(null);
    let found: UserByCode;
    try {
      found = await findUserByCode(normalized);
    } catch (error) {
      return setError(errorMessage(error));
    } finally {
      setLooking(false);
    }
    onFound(found);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void lookUp(code);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Find the recycler`} className="flex flex-col gap-3">
      <label htmlFor="user-code" className="text-sm font-medium">
        {t`Recycler’s personal code`}
      </label>
      <div className="join w-full">
        <input
          id="user-code"
          name="userCode"
          className={`input join-item w-full font-mono uppercase placeholder:normal-case ${error ? 'input-error' : ''}`}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t`e.g. K7M2QX9P`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'user-code-error' : undefined}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={disabled || looking || !code.trim()}>
          {looking ? t`Finding...` : t`Find`}
        </button>
      </div>
      {error && (
        <p id="user-code-error" role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <CodeScanner
        disabled={disabled}
        onCode={(scanned) => {
          setCode(normalizeCode(scanned));
          void lookUp(scanned);
        }}
      />
    </form>
  );
}
