// CO₂ is written with its subscript wherever a person reads it: the
// recycler's impact card, the super admin's dashboard and the settings form alike; "CO2" is
// what a keyboard types, not what the screen should say.
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@/shared/contract/settings';
import type { SuperAdminStats, UserStats } from '@/shared/contract/stats';
import { SuperAdminDashboard } from '@/client/app/dashboards/super-admin-dashboard';
import { getSuperAdminStats } from '@/client/features/settings/api/get-super-admin-stats';
import { SettingsFormPage } from '@/client/features/settings/components/settings-form-page';
import { ImpactCard } from '@/client/features/points/components/impact-card';
import { getSettings } from '@/client/lib/api/get-settings';
import { formatCo2 } from '@/client/lib/format/format-co2';

vi.mock('@/client/features/settings/api/get-super-admin-stats', () => ({ getSuperAdminStats: vi.fn() }));
vi.mock('@/client/lib/api/get-settings', () => ({ getSettings: vi.fn() }));

const settings: Settings = { pointsPerBox: 10, co2GramsPerBox: 250, maxEventReward: 500, maxBoxesPerReturn: 50, maxStaffPointsPerDay: 10_000, maxRecyclerReturnPointsPerDay: 1_000, boxCodesRequired: false, returnWindowDays: 60, lostAfterDays: 90, updatedAt: '2026-01-02T09:30:00.000Z' };
const userStats: UserStats = {
  balance: 120,
  boxesReturned: 3,
  returnsConfirmed: 3,
  pendingReports: 0,
  co2GramsAvoided: 750,
  co2GramsPerBox: 250,
  pointsPerBox: 10,
  redemptionsLast30Days: 0,
  redemptionsAllTime: 0,
  joinedEvents: 0,
  upcomingJoinedEvents: 0,
};
const superAdminStats: SuperAdminStats = {
  totals: { users: 9, activeUsers: 8, clients: 2, stores: 3, events: 1, pointsIssued: 900, pointsRedeemed: 100, pointsOutstanding: 800, redemptions: 2, boxesReturned: 40, co2GramsAvoided: 10_000 },
  settings,
};

const withoutCo2 = () => expect(document.body.textContent).not.toMatch(/CO2/);

beforeEach(() => {
  vi.mocked(getSuperAdminStats).mockResolvedValue(superAdminStats);
  vi.mocked(getSettings).mockResolvedValue(settings);
});

describe('CO₂ on every screen', () => {
  it("the recycler's impact card", () => {
    render(
      <Router>
        <ImpactCard stats={userStats} />
      </Router>,
    );
    expect(screen.getByText('CO₂ avoided')).toBeTruthy();
    expect(screen.getByTestId('co2-avoided').textContent).toBe(formatCo2(750));
    withoutCo2();
  });

  it("the super admin's dashboard: boxes returned and the earning settings", async () => {
    render(
      <Router>
        <SuperAdminDashboard />
      </Router>,
    );
    expect(await screen.findByText(`${formatCo2(10_000)} CO₂ avoided`)).toBeTruthy();
    expect(screen.getByTestId('current-settings').textContent).toBe(`10 points per box returned; ${formatCo2(250)} CO₂ saved per box.`);
    withoutCo2();
  });

  it("the super admin's settings form", async () => {
    render(
      <Router>
        <SettingsFormPage />
      </Router>,
    );
    expect(await screen.findByLabelText('CO₂ saved per box (grams)')).toBeTruthy();
    expect(screen.getByTestId('settings-updated').textContent).toMatch(new RegExp(`${formatCo2(250)} CO₂ per box\\.$`));
    withoutCo2();
  });
});
