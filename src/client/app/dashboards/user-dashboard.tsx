// /user/dashboard: the recycler's home. What works offline comes first (balance from the
// session, the personal QR code); what needs the server (impact, history, redemptions,
// events) follows, each section loading and failing on its own.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { AsOf, ScreenAsOf } from '@/client/components/as-of';
import { PageHeading } from '@/client/components/empty-state';
import { getUserStats } from '@/client/features/points/api/get-user-stats';
import { listJoinedEvents } from '@/client/features/events/api/list-joined-events';
import { BalanceCard } from '@/client/features/points/components/balance-card';
import { ImpactCard } from '@/client/features/points/components/impact-card';
import { JoinedEvents } from '@/client/features/events/components/joined-events';
import { HowEarningWorks } from '@/client/features/points/components/how-earning-works';
import { PersonalCodeCard } from '@/client/features/points/components/personal-code-card';
import { getPointsHistory } from '@/client/features/points/api/get-points-history';
import { HISTORY_PAGE_SIZE, PointsHistory } from '@/client/features/points/components/points-history';
import { RecentRedemptions } from '@/client/features/wallet/components/recent-redemptions';
import { listMyRedemptions } from '@/client/lib/api/list-my-redemptions';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { refreshProfileIfStale } from '@/client/lib/session/profile-refresh';
import { appStore } from '@/client/lib/store';
import { useAsync, type AsyncState } from '@/client/lib/hooks/use-async';
import { useRemembered, type Remembered } from '@/client/features/points/hooks/use-remembered';
import { PATHS } from '@/shared/screen-paths';

/** The reads of the first render, started by the route before it (routes.tsx). */
export const USER_DASHBOARD_READS = [getUserStats, listMyRedemptions, listJoinedEvents, () => getPointsHistory(1, HISTORY_PAGE_SIZE)];

export function UserDashboard() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const stats = useAsync(getUserStats, [online]);
  const redemptions = useAsync(listMyRedemptions, [online]);
  const events = useAsync(listJoinedEvents, [online]);
  // Seen a minute ago online, shown offline with when it was seen (hooks/use-remembered.ts);
  // so is an answer this page had when a later reload fails (the connection dropped).
  const rememberedStats = useRemembered('stats', stats.data, stats.error !== null);
  const rememberedRedemptions = useRemembered('redemptions', redemptions.data, redemptions.error !== null);
  const rememberedEvents = useRemembered('events', events.data, events.error !== null);

  // Points may have arrived since the session was stored (a return credited at a counter, an
  // event attended): bring the balance up to date whenever the dashboard opens online.
  useEffect(() => {
    if (online) void refreshProfileIfStale(appStore);
  }, [online]);

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t`Dashboard`} />
      {/* What is shown from the device's copy says its age once, under the heading. */}
      <ScreenAsOf>
      <HowEarningWorks pointsPerBox={rememberedStats.data?.pointsPerBox} co2GramsPerBox={rememberedStats.data?.co2GramsPerBox} />
      {/* Each card its own height: stretched to the code's, the points card was an empty coloured block. */}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <BalanceCard />
        <PersonalCodeCard />
      </div>
      <Section state={stats} remembered={rememberedStats} what={t`your impact`}>
        {(s) => <ImpactCard stats={s} />}
      </Section>
      <Card id="section-points-history" title={t`Points history`}>
        <PointsHistory online={online} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card id="section-recent-redemptions" title={t`Recent redemptions`}>
          <Section state={redemptions} remembered={rememberedRedemptions} what={t`your redemptions`}>
            {(r) => <RecentRedemptions redemptions={r} />}
          </Section>
          {/* Saved on the device: one tap to the codes, online or not. */}
          <Link href={PATHS.wallet} className="btn btn-primary btn-sm min-h-11 self-start" data-testid="dashboard-wallet-link">
            {t`My coupons`}
          </Link>
        </Card>
        <Card id="section-where-to-return-boxes" title={t`Where to return boxes`}>
          <p className="text-sm text-base-content/80">{t`Bring used boxes to a return point: staff scan your code and credit your points.`}</p>
          <div className="flex flex-wrap gap-2">
            <Link href={PATHS.returnPoints} className="btn btn-outline btn-sm min-h-11" data-testid="dashboard-return-points-link">
              {t`Return points`}
            </Link>
            {/* Each box handed in or posted back, and a box sent by post. */}
            <Link href={PATHS.user.boxes} className="btn btn-outline btn-sm min-h-11" data-testid="dashboard-my-boxes-link">
              {t`My boxes`}
            </Link>
          </div>
        </Card>
        <Card id="section-my-events" title={t`My events`}>
          <Section state={events} remembered={rememberedEvents} what={t`your events`}>
            {(e) => <JoinedEvents events={e} />}
          </Section>
        </Card>
      </div>
      </ScreenAsOf>
    </section>
  );
}

/** `id`: fixed, not derived from the title, which is translated. */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * A server-backed section: skeleton, then the content, or the copy seen last with its time
 * (while loading, or when loading failed: whatever is shown that is not live says how old it
 * is), or the reason it is missing with Retry.
 */
function Section<T>({ state, remembered, what, children }: { state: AsyncState<T>; remembered: Remembered<T>; what: string; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  const error = state.error;
  // `remembered` is the live answer (asOf null) or the stored copy with its time.
  if (remembered.data !== undefined) {
    return (
      <>
        {children(remembered.data)}
        <AsOf at={remembered.asOf} />
      </>
    );
  }
  if (state.error)
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>{t`Could not load ${what}: ${error}`}</span>
        <button type="button" className="btn btn-xs" onClick={state.reload}>
          {t`Retry`}
        </button>
      </div>
    );
  return <div className="skeleton h-16 w-full" aria-busy="true" aria-label={t`Loading ${what}`} />;
}
