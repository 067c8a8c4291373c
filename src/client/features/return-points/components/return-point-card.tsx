import { Trans, useLingui } from '@lingui/react/macro';
import type { ReturnPoint } from '@/shared/contract/stores';
import { formatDecimal, formatNumber } from '@/client/lib/format/format';
import { directionsUrl } from '../lib/distance';
import { isOpenAt } from '../lib/opening-hours';

export function ReturnPointCard({ point, km }: { point: ReturnPoint; km: number | null }) {
  const { t } = useLingui();
  const open = isOpenAt(point.openingHours, new Date());
  const where = [point.address, point.city].filter(Boolean).join(', ');
  const name = point.name;
  const phone = point.phone;
  const hours = point.openingHours;
  const metres = km === null ? '' : formatNumber(Math.round(km * 1000));
  const kilometres = km === null ? '' : formatDecimal(km);
  return (
    <li className="card bg-base-100 shadow-sm" data-testid="return-point">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold" dir="auto">
            {point.name}
          </h2>
          {open !== null && <span className={`badge ${open ? 'badge-success' : 'badge-ghost'}`}>{open ? t`Open now` : t`Closed now`}</span>}
        </div>
        {where && (
          <p className="text-sm" dir="auto">
            {where}
          </p>
        )}
        {point.openingHours && (
          <p className="text-sm text-base-content/80">
            <Trans>
              Hours: <bdi>{hours}</bdi>
            </Trans>
          </p>
        )}
        {km !== null && (
          <p className="text-sm text-base-content/80" data-testid="return-point-distance">
            {km < 1 ? t`${metres} m away` : t`${kilometres} km away`}
          </p>
        )}
        <div className="card-actions mt-1 flex-wrap">
          <a
            href={directionsUrl(point)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-primary btn-sm min-h-11"
            aria-label={t`Directions to ${name}`}
          >
            {t`Directions`}
          </a>
          {point.phone && (
            <a href={`tel:${point.phone.replace(/[^\d+]/g, '')}`} className="btn btn-ghost btn-sm min-h-11" aria-label={t`Call ${name}: ${phone}`}>
              <bdi>{point.phone}</bdi>
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
