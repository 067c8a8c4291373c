// Who works a store's counter: the business user invites a new clerk by email, assigns one of
// their business's clerks by email, and removes them.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { assignManagerBody, type Store, type StoreManager } from '@/shared/contract/stores';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { RetryAlert } from '@/client/components/retry-alert';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { toast } from '@/client/lib/toast';
import { useAsync } from '@/client/lib/hooks/use-async';
import { assignStoreManager, listStoreManagers, removeStoreManager } from '../api/store-managers';
import { InviteClerkForm } from './invite-clerk-form';
import { errorSentence, humanize } from '@/client/lib/format/field-message';

export function StoreManagers({ store, onClose }: { store: Store; onClose: () => void }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const storeName = store.name;
  const loaded = useAsync(() => listStoreManagers(store.id), [store.id]);
  // The latest answer of an assign or a remove wins over the loaded list.
  const [managers, setManagers] = useState<StoreManager[] | null>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<StoreManager | null>(null);
  const fieldId = useId();
  const removingName = removing?.name ?? '';
  const list = managers ?? loaded.data;

  async function assign(event: FormEvent) {
    event.preventDefault();
    const checked = assignManagerBody.safeParse({ email });
    if (!checked.success) return setProblem(humanize(checked.error.issues[0]?.message ?? t`Type the email of one of your clerks`, 'email', t`Email`));
    setPending(true);
    setProblem(null);
    try {
      setManagers(await assignStoreManager(store.id, checked.data.email));
      setEmail('');
      const assigned = checked.data.email;
      toast.success(t`${assigned} now manages ${storeName}`);
    } catch (error) {
      setProblem(errorSentence(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`managers-${store.id}`} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-3 sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`managers-${store.id}`} className="text-lg font-semibold">
            {t`Managers of ${storeName}`}
          </h2>
          <button type="button" className="btn btn-sm btn-ghost min-h-11 md:min-h-8" onClick={onClose}>
            {t`Close`}
          </button>
        </div>
        {loaded.error && <RetryAlert message={loaded.error} onRetry={loaded.reload} />}
        {list === undefined ? (
          loaded.status === 'loading' && <div className="skeleton h-12 w-full" aria-busy="true" />
        ) : list.length === 0 ? (
          <p className="text-base-content/70">{t`No store manager yet: only you record returns here. Invite a clerk to work the counter.`}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t`Managers of ${storeName}`}>
            {list.map((m) => {
              const name = m.name;
              return (
                <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3">
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{m.name}</span> <span className="text-sm text-base-content/70">{m.email}</span>
                  </span>
                  <button type="button" className="btn btn-sm btn-ghost min-h-11 md:min-h-8" disabled={!online} onClick={() => setRemoving(m)} aria-label={t`Remove ${name}`}>
                    {t`Remove`}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <InviteClerkForm store={store} onInvited={setManagers} />
        <form onSubmit={assign} noValidate aria-label={t`Assign a manager to ${storeName}`} className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t`Email of one of your clerks (they already work at another of your stores)`}
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
              {t`Assign`}
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
        title={t`Remove store manager`}
        confirmLabel={t`Remove`}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const person = removing!;
          setManagers(await removeStoreManager(store.id, person.userId));
          const name = person.name;
          return t`${name} no longer manages ${storeName}`;
        }}
      >
        {removing && t`${removingName} will no longer record returns or decide reports at ${storeName}.`}
      </ConfirmDialog>
    </section>
  );
}
