// Who works a store's counter: the business user assigns store managers by the email of their
// STORE_MANAGER account (an admin creates those accounts) and removes them.
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { assignManagerBody, type Store, type StoreManager } from '@/shared/contract/stores';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { RetryAlert } from '@/client/components/retry-alert';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/online-status';
import { toast } from '@/client/lib/toast';
import { useAsync } from '@/client/lib/use-async';
import { assignStoreManager, listStoreManagers, removeStoreManager } from '../api/store-managers';
import { errorSentence, humanize } from '@/client/lib/field-message';

export function StoreManagers({ store, onClose }: { store: Store; onClose: () => void }) {
  const online = useAtomValue(onlineAtom);
  const loaded = useAsync(() => listStoreManagers(store.id), [store.id]);
  // The latest answer of an assign or a remove wins over the loaded list.
  const [managers, setManagers] = useState<StoreManager[] | null>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<StoreManager | null>(null);
  const fieldId = useId();
  const list = managers ?? loaded.data;

  async function assign(event: FormEvent) {
    event.preventDefault();
    const checked = assignManagerBody.safeParse({ email });
    if (!checked.success) return setProblem(humanize(checked.error.issues[0]?.message ?? 'Type the email of a store manager account', 'email', 'Email'));
    setPending(true);
    setProblem(null);
    try {
      setManagers(await assignStoreManager(store.id, checked.data.email));
      setEmail('');
      toast.success(`${checked.data.email} now manages ${store.name}`);
    } catch (error) {
      setProblem(errorSentence(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`managers-${store.id}`} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`managers-${store.id}`} className="text-lg font-semibold">
            Managers of {store.name}
          </h2>
          <button type="button" className="btn btn-sm btn-ghost min-h-11 md:min-h-8" onClick={onClose}>
            Close
          </button>
        </div>
        {loaded.error && <RetryAlert message={loaded.error} onRetry={loaded.reload} />}
        {list === undefined ? (
          loaded.status === 'loading' && <div className="skeleton h-12 w-full" aria-busy="true" />
        ) : list.length === 0 ? (
          <p className="text-base-content/70">No store manager yet: only you record returns here.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={`Managers of ${store.name}`}>
            {list.map((m) => (
              <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{m.name}</span> <span className="text-sm text-base-content/70">{m.email}</span>
                </span>
                <button type="button" className="btn btn-sm btn-ghost min-h-11 md:min-h-8" disabled={!online} onClick={() => setRemoving(m)} aria-label={`Remove ${m.name}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={assign} noValidate aria-label={`Assign a manager to ${store.name}`} className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            Email of a store manager account
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={fieldId}
              type="email"
              autoComplete="off"
              className={`input min-w-0 flex-1 ${problem ? 'input-error' : ''}`}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fieldId}-problem` : undefined}
            />
            <button type="submit" className="btn btn-primary min-h-11 md:min-h-10" disabled={pending || !online}>
              Assign
            </button>
          </div>
          {problem && (
            <p id={`${fieldId}-problem`} role="alert" className="text-sm text-error">
              {problem}
            </p>
          )}
          {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
        </form>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove store manager"
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const person = removing!;
          setManagers(await removeStoreManager(store.id, person.userId));
          return `${person.name} no longer manages ${store.name}`;
        }}
      >
        {removing && `${removing.name} will no longer record returns or decide reports at ${store.name}.`}
      </ConfirmDialog>
    </section>
  );
}
