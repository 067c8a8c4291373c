// The offer to turn on push, after a moment that earned it (lib/push-offer-rules.ts). On an
// iPhone tab it says to add Rebox to the Home Screen first: Safari pushes only to apps there.
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useShowsPushOffer } from '@/client/lib/pwa/pwa-signals';
import { currentUserAtom } from '@/client/lib/session/session';
import { pushOfferAtom } from '../atoms';
import { usePush } from '../hooks/use-push';
import { pushOffer, type PushOffer as Offer } from '../lib/push-offer-rules';
import { notificationPermission, pushSupport } from '../lib/push-support';

// When this page load began: the first visit is recorded during it, and gets no offer.
const PAGE_STARTED_AT = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;

export function PushOffer() {
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const [state, setState] = useAtom(pushOfferAtom);
  // Read once: a "Not now" hides it at once, and the quiet days count from a later visit.
  const [facts] = useState(() => ({ support: pushSupport(), permission: notificationPermission(), now: Date.now() }));
  const offer = pushOffer({ state, userId, ...facts, pageStartedAt: PAGE_STARTED_AT });
  if (!offer) return null;
  return <OfferCard offer={offer} onNotNow={() => setState((s) => ({ ...s, dismissedAt: Date.now() }))} />;
}

function OfferCard({ offer, onNotNow }: { offer: NonNullable<Offer>; onNotNow: () => void }) {
  const { t } = useLingui();
  const push = usePush();
  // Answered (on, or refused in the browser's prompt): nothing more to offer.
  const answered = offer === 'offer' && (push.subscribed || push.permission !== 'default');
  useShowsPushOffer(!answered);
  if (answered) return null;
  return (
    <aside
      aria-label={t`Push notifications`}
      data-testid="push-offer"
      className="mx-auto mt-4 mb-[calc(5rem+env(safe-area-inset-bottom))] flex w-[calc(100%-1rem)] max-w-md flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow-sm md:mb-4"
    >
      <p className="min-w-48 flex-1 text-sm">
        <strong className="block">{t`Know when your points arrive`}</strong>
        {offer === 'offer'
          ? t`Get a notification when a return is credited, a coupon is about to end or an event is near.`
          : t`To get notifications on iPhone, add Rebox to your Home Screen first: tap Share, then Add to Home Screen, and open it from there.`}
      </p>
      {push.error && (
        <p role="alert" className="w-full text-sm text-error">
          {push.error}
        </p>
      )}
      <div className="flex gap-2">
        {offer === 'offer' && (
          <button type="button" className="btn btn-primary btn-sm min-h-11" disabled={push.busy} onClick={() => void push.turnOn()}>
            {t`Turn on`}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={onNotNow}>
          {t`Not now`}
        </button>
      </div>
    </aside>
  );
}
