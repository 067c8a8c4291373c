import { describe, expect, it } from 'vitest';
import { redemptionReportQuery } from '@/shared/contract/redemption-report';
import { dayStartIso, fetchAllRedemptions, rangeQuery, redemptionsCsv } from './redemptions-csv';

const row = (id: number) => ({
  redemptionId: id,
  redeemedAt: '2030-01-01T10:00:00.000Z',
  userId: 3,
  userName: 'Ada',
  userEmail: 'ada@example.com',
  couponId: 9,
  couponDescription: '10% off, today',
  companyName: 'Refill Co',
  couponCode: 'X-1',
  pointsSpent: 50,
});

describe('redemptions export', () => {
  it('turns an inclusive day range into half-open local instants the shared schema accepts', () => {
    const query = rangeQuery({ from: '2030-01-01', to: '2030-01-31' });
    expect(query.from).toBe(new Date(2030, 0, 1).toISOString());
    expect(query.to).toBe(new Date(2030, 1, 1).toISOString());
    expect(redemptionReportQuery.safeParse(query).success).toBe(true);
    expect(redemptionReportQuery.safeParse(rangeQuery({ from: '2030-02-01', to: '2030-01-01' })).error?.issues[0]?.message).toBe('to must be after from');
    expect(dayStartIso('')).toBeUndefined();
  });

  it('fetches every page and writes one row per redemption', async () => {
    const pages = [[row(1), row(2)], [row(3)]];
    const rows = await fetchAllRedemptions(async (page) => ({ items: pages[page - 1]!, total: 3, pageSize: 2 }));
    expect(rows.map((r) => r.redemptionId)).toEqual([1, 2, 3]);
    const csv = redemptionsCsv(rows).split('\r\n');
    expect(csv[0]).toBe('redeemed_at,redemption_id,user_id,user_name,user_email,company,coupon_id,coupon,code,points_spent');
    expect(csv[1]).toBe('2030-01-01T10:00:00.000Z,1,3,Ada,ada@example.com,Refill Co,9,"10% off, today",X-1,50');
  });
});
