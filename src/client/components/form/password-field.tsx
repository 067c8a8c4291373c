// A password input with a Show toggle: people on phones check what they typed
// instead of guessing. The toggle is named "Show" and reports its state with aria-pressed, so
// the field keeps its one label ("Password") for screen readers and for getByLabel alike.
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './form-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled password input its form reads on submit (or controlled through value/onChange). */
export function PasswordField({ label, error, hint, className, ...input }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className={`input w-full min-h-11 pe-1 ${error ? 'input-error' : ''}`}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className="grow"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm min-h-11 min-w-11 px-2"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {t`Show`}
        </button>
      </div>
    </FieldFrame>
  );
}
