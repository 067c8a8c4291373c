// A password input with a Show toggle: people on phones check what they typed
// instead of guessing. The toggle is named "Show" and reports its state with aria-pressed, so
// the field keeps its one label ("Password") for screen readers and for getByLabel alike.
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes } from 'react';

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
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className={`input w-full min-h-11 pe-1 ${error ? 'input-error' : ''}`}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className="grow"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs opacity-70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
