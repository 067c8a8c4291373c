import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { redemptionFromHash, walletEntryHash } from '@/shared/wallet-links';
import { AsOf } from '@/client/components/as-of';
import { loginPath } from '@/client/lib/navigation';
import { useWallet, type WalletSync } from '../hooks/use-wallet';
import { WalletEntryCard } from './wallet-entry-card';
import { PATHS } from '@/shared/screen-paths';

/** "My coupons": the user's redeemed coupons, ready to show at the till, online or not. */
export function WalletPage() {
  const { t } = useLingui();
  const { userId, entries, sync, syncedAt, online, markUsed } = useWallet();
  // Opened from a recent redemption (/wallet#redemption-12): bring that coupon into view.
  const opened = redemptionFromHash(typeof location === 'undefined' ? '' : location.hash);
  const hasOpened = opened !== null && entries.some((e) => e.redemptionId === opened);
  useEffect(() => {
    if (!hasOpened) return;
    const card = document.getElementById(walletEntryHash(opened!).slice(1));
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [hasOpened, opened]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t`My coupons`}</h1>
        <SyncNote sync={sync} syncedAt={syncedAt} online={online} />
      </div>
      {userId === null ? (
        <p>
          <Trans>
            <Link href={loginPath(PATHS.wallet)} className="link link-primary">
              Log in
            </Link>{' '}
            to see the coupons you redeemed.
          </Trans>
        </p>
      ) : entries.length === 0 ? (
        sync === 'syncing' ? (
          <p role="status">{t`Loading your coupons…`}</p>
        ) : (
          <p className="text-base-content/70">
            {t`You have not redeemed any coupons yet.`}{' '}
            <Link href={PATHS.coupons} className="link link-primary">
              {t`Browse coupons`}
            </Link>
          </p>
        )
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t`Redeemed coupons`}>
          {entries.map((entry) => (
            <WalletEntryCard key={entry.redemptionId} entry={entry} onUsedChange={markUsed} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Offline, or when the server cannot be reached: the coupons are the saved ones, as of the last sync. */
function SyncNote({ sync, syncedAt, online }: { sync: WalletSync; syncedAt: string | null; online: boolean }) {
  const { t } = useLingui();
  if (!online)
    return (
      <>
        <p className="text-sm text-base-content/70">{t`You are offline: these are the coupons saved on this device.`}</p>
        <AsOf at={syncedAt} testId="wallet-as-of" />
      </>
    );
  if (sync === 'failed')
    return (
      <>
        <p className="text-sm text-warning">{t`Could not check for newer coupons; showing the ones saved on this device.`}</p>
        <AsOf at={syncedAt} testId="wallet-as-of" />
      </>
    );
  return null;
}
