import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { walletEntryHash } from '@/shared/wallet-links';
import { toast } from '@/client/lib/toast';
import { couponValueLabel } from '@/client/lib/format/coupon-value';
import { uploadedImageUrl } from '@/client/lib/images';
import type { WalletEntry } from '../atoms';
import { TillView } from './till-view';
import { couponTypeLabel, formatDate, formatDateTime, formatPoints } from '@/client/lib/format/format';

interface WalletEntryCardProps {
  entry: WalletEntry;
  onUsedChange: (redemptionId: number, used: boolean) => void;
}

export function WalletEntryCard({ entry, onUsedChange }: WalletEntryCardProps) {
  const { t } = useLingui();
  const [showQr, setShowQr] = useState(false);
  const titleId = useId();
  const used = entry.usedAt !== null;
  const redeemedAt = formatDateTime(entry.redeemedAt);
  const points = formatPoints(entry.pointsSpent);
  const usedAt = entry.usedAt ? formatDateTime(entry.usedAt) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(entry.couponCode);
      toast.success(t`Code copied`);
    } catch {
      toast.error(t`Could not copy the code. Select it and copy it by hand.`);
    }
  };
  return (
    <li id={walletEntryHash(entry.redemptionId).slice(1)} tabIndex={-1} aria-labelledby={titleId} data-testid="wallet-entry" className={`card border border-base-300 bg-base-100 shadow-sm ${used ? 'opacity-70' : ''}`}>
      <div className="card-body gap-3 p-4">
        <div className="flex gap-3">
          {entry.bannerImage && (
            <img src={`${uploadedImageUrl(entry.bannerImage)}?w=250`} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 shrink-0 rounded bg-base-300 object-cover" />
          )}
          <div className="min-w-0">
            <div className="flex flex-wrap gap-1">
              <span dir="auto" className="badge badge-primary">{couponValueLabel(entry.couponType, entry.couponValue)}</span>
              {entry.companyName && (
                <span dir="auto" className="badge badge-outline badge-secondary">
                  {entry.companyName}
                </span>
              )}
            </div>
            <h2 id={titleId} dir="auto" className="mt-1 font-semibold">
              {entry.couponDescription}
            </h2>
            <p className="text-xs text-base-content/70">
              {t`Redeemed ${redeemedAt} for ${points}`} · {couponTypeLabel(entry.couponType)}
            </p>
            {entry.validUntil && <ValidUntil at={entry.validUntil} />}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-base-200 px-2 py-1 text-lg font-bold select-all" data-testid="wallet-code">
            {entry.couponCode}
          </code>
          <button type="button" className="btn btn-outline btn-xs min-h-11 md:min-h-6" onClick={() => void copy()}>
            {t`Copy code`}
          </button>
          <button type="button" className="btn btn-outline btn-xs min-h-11 md:min-h-6" aria-haspopup="dialog" onClick={() => setShowQr(true)}>
            {t`Show QR code`}
          </button>
          <a href={entry.redeemLink} target="_blank" rel="noopener noreferrer" className="btn btn-primary btn-xs min-h-11 md:min-h-6">
            {t`SHOP NOW`}
          </a>
        </div>
        <TillView open={showQr} onClose={() => setShowQr(false)} code={entry.couponCode} description={entry.couponDescription} />
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex min-h-11 cursor-pointer items-center gap-2">
            <input type="checkbox" className="toggle toggle-sm" checked={used} onChange={(event) => onUsedChange(entry.redemptionId, event.target.checked)} />
            {t`Mark as used`}
          </label>
          {entry.usedAt && <span className="badge badge-ghost">{t`Used ${usedAt}`}</span>}
        </div>
      </div>
    </li>
  );
}

/** Until when the shop takes the code: said plainly, and louder once it has passed. */
function ValidUntil({ at }: { at: string }) {
  const { t } = useLingui();
  const [now] = useState(() => Date.now());
  const expired = new Date(at).getTime() < now;
  const date = formatDate(at);
  return (
    <p className={`text-xs font-medium ${expired ? 'text-error' : 'text-base-content/80'}`} data-testid="wallet-valid-until">
      {expired ? t`Expired ${date}` : t`Use by ${date}`}
    </p>
  );
}
