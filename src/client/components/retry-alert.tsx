import { useLingui } from '@lingui/react/macro';

/** A load that failed: the server's sentence and a way to try again (spec: a clear sentence, then an action). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {t`Retry`}
      </button>
    </div>
  );
}
