// The recycler's impact in German and Arabic: headings, figures' notes and plurals come from the
// catalogue, the numbers stay the person's own.
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserStats } from '@/shared/contract/stats';
import { activateLocale } from '@/client/lib/i18n/language';
import { ImpactCard } from './impact-card';

const stats = (pendingReports: number): UserStats => ({
  balance: 120,
  boxesReturned: 3,
  returnsConfirmed: 2,
  pendingReports,
  co2GramsAvoided: 120,
  co2GramsPerBox: 40,
  pointsPerBox: 10,
  redemptionsLast30Days: 0,
  redemptionsAllTime: 0,
  joinedEvents: 0,
  upcomingJoinedEvents: 0,
});

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function show(s: UserStats) {
  render(
    <Router>
      <ImpactCard stats={s} />
    </Router>,
  );
}

describe('my impact in another language', () => {
  it('German', async () => {
    await activateLocale('de');
    show(stats(2));
    expect(screen.getByRole('heading', { name: 'Meine Wirkung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rückgabe melden' })).toBeTruthy();
    expect(screen.getByText('2 weitere warten auf Bestätigung')).toBeTruthy();
    expect(screen.getByText('3 Boxen × 40 g pro Box')).toBeTruthy();
  });

  it('Arabic', async () => {
    await activateLocale('ar');
    show(stats(0));
    expect(screen.getByRole('heading', { name: 'أثري' })).toBeTruthy();
    expect(screen.getByText('10 نقاط لكل صندوق')).toBeTruthy();
    expect(screen.getByText('3 صناديق × 40 غ لكل صندوق')).toBeTruthy();
  });
});
