import { describe, expect, it } from 'vitest';
import type { Redemption } from '@/shared/contract/coupons';
import { EMPTY_WALLET } from '../atoms';
import { walletSchema } from '../wallet-schema';
import { addRedemption, entriesOf, mergeRedemptions, redemptionFromAnswer, setUsed } from './wallet-entries';

const redemption = (id: number, at: string): Redemption => ({
  redemptionId: id,
  couponId: 100 + id,
  companyName: 'GreenGrocer',
  couponDescription: `Coupon ${id}`,
  couponCode: `CODE${id}`,
  couponType: 'dollar',
  couponValue: 10,
  redeemLink: 'https://example.com',
  bannerImage: null,
  pointsSpent: 50,
  redeemedAt: at,
});

describe('wallet entries', () => {
  it('adds a redemption newest first, without duplicates', () => {
    let wallet = addRedemption(EMPTY_WALLET, 6, redemption(1, '2026-01-01T10:00:00.000Z'));
    wallet = addRedemption(wallet, 6, redemption(2, '2026-01-02T10:00:00.000Z'));
    wallet = addRedemption(wallet, 6, redemption(1, '2026-01-01T10:00:00.000Z'));
    expect(entriesOf(wallet, 6).map((e) => e.redemptionId)).toEqual([2, 1]);
    expect(entriesOf(wallet, 6)[0]!.usedAt).toBeNull();
  });

  it('orders by the instant, whatever the form of the time', () => {
    let wallet = addRedemption(EMPTY_WALLET, 6, redemption(1, '2026-01-01T10:00:00Z'));
    wallet = addRedemption(wallet, 6, redemption(2, '2026-01-01T10:00:00.500Z'));
    wallet = addRedemption(wallet, 6, redemption(3, '2026-01-01T11:30:00+02:00'));
    expect(entriesOf(wallet, 6).map((e) => e.redemptionId)).toEqual([2, 1, 3]);
  });

  it("belongs to one user: another user's wallet is never shown or extended", () => {
    const mine = addRedemption(EMPTY_WALLET, 6, redemption(1, '2026-01-01T10:00:00.000Z'));
    expect(entriesOf(mine, 7)).toEqual([]);
    expect(entriesOf(mine, null)).toEqual([]);
    const theirs = addRedemption(mine, 7, redemption(5, '2026-01-03T10:00:00.000Z'));
    expect(theirs.userId).toBe(7);
    expect(entriesOf(theirs, 7).map((e) => e.redemptionId)).toEqual([5]);
  });

  it('is rebuilt from the server, keeping used marks and entries the server has not listed yet', () => {
    let wallet = addRedemption(EMPTY_WALLET, 6, redemption(1, '2026-01-01T10:00:00.000Z'));
    wallet = addRedemption(wallet, 6, redemption(9, '2026-01-09T10:00:00.000Z'));
    wallet = setUsed(wallet, 1, true, new Date('2026-01-05T12:00:00.000Z'));
    const rebuilt = mergeRedemptions(wallet, 6, [redemption(3, '2026-01-03T10:00:00.000Z'), redemption(1, '2026-01-01T10:00:00.000Z')]);
    expect(rebuilt.entries.map((e) => [e.redemptionId, e.usedAt])).toEqual([
      [9, null],
      [3, null],
      [1, '2026-01-05T12:00:00.000Z'],
    ]);
  });

  it('fills an empty wallet (new device, cleared storage) from the server', () => {
    const rebuilt = mergeRedemptions(EMPTY_WALLET, 6, [redemption(2, '2026-01-02T10:00:00.000Z')], new Date('2026-01-03T08:00:00.000Z'));
    expect(rebuilt).toEqual({
      userId: 6,
      entries: [{ ...redemption(2, '2026-01-02T10:00:00.000Z'), validUntil: null, usedAt: null }],
      syncedAt: '2026-01-03T08:00:00.000Z',
    });
  });

  it('remembers when it was last in line with the server, through redeeming and used marks', () => {
    const synced = mergeRedemptions(EMPTY_WALLET, 6, [redemption(1, '2026-01-01T10:00:00.000Z')], new Date('2026-01-03T08:00:00.000Z'));
    const redeemed = addRedemption(synced, 6, redemption(2, '2026-01-04T10:00:00.000Z'));
    expect(redeemed.syncedAt).toBe('2026-01-03T08:00:00.000Z');
    expect(setUsed(redeemed, 2, true).syncedAt).toBe('2026-01-03T08:00:00.000Z');
    // Someone else's wallet: their sync says nothing of this one.
    expect(addRedemption(synced, 7, redemption(5, '2026-01-05T10:00:00.000Z')).syncedAt).toBeUndefined();
    // Never synced (filled by redeeming here): no time to show.
    expect(addRedemption(EMPTY_WALLET, 6, redemption(1, '2026-01-01T10:00:00.000Z')).syncedAt).toBeUndefined();
  });

  it('still loads a wallet stored before it had a sync time', () => {
    const stored = { userId: 6, entries: [{ ...redemption(1, '2026-01-01T10:00:00.000Z'), usedAt: null }] };
    expect(walletSchema.parse(stored)).toEqual(stored);
    expect(walletSchema.parse({ ...stored, syncedAt: '2026-01-03T08:00:00.000Z' }).syncedAt).toBe('2026-01-03T08:00:00.000Z');
  });

  it('keeps the expiry seen at redeem time when the server list does not carry it', () => {
    const local = addRedemption(EMPTY_WALLET, 6, { ...redemption(2, '2026-01-02T10:00:00.000Z'), validUntil: '2026-12-31T00:00:00.000Z' });
    const rebuilt = mergeRedemptions(local, 6, [redemption(2, '2026-01-02T10:00:00.000Z')]);
    expect(rebuilt.entries[0]!.validUntil).toBe('2026-12-31T00:00:00.000Z');
  });

  it('marks an entry used and unused again', () => {
    const wallet = addRedemption(EMPTY_WALLET, 6, redemption(1, '2026-01-01T10:00:00.000Z'));
    const used = setUsed(wallet, 1, true, new Date('2026-02-01T00:00:00.000Z'));
    expect(used.entries[0]!.usedAt).toBe('2026-02-01T00:00:00.000Z');
    expect(setUsed(used, 1, false).entries[0]!.usedAt).toBeNull();
  });

  it('records a fresh redemption from the redeem answer and its coupon', () => {
    const entry = redemptionFromAnswer(
      {
        couponDescription: '$10 gift voucher',
        couponCode: 'X1',
        couponType: 'dollar',
        couponValue: 10,
        redeemLink: 'https://example.com/r',
        bannerImage: 'b.webp',
        redemptionId: 44,
        pointsSpent: 120,
        available_reward_points: 10,
      },
      { id: 3, companyName: 'CycleWorks', validUntil: '2026-06-30T00:00:00.000Z' },
      new Date('2026-03-01T08:00:00.000Z'),
    );
    expect(entry).toEqual({
      redemptionId: 44,
      couponId: 3,
      companyName: 'CycleWorks',
      couponDescription: '$10 gift voucher',
      couponCode: 'X1',
      couponType: 'dollar',
      couponValue: 10,
      redeemLink: 'https://example.com/r',
      bannerImage: 'b.webp',
      pointsSpent: 120,
      redeemedAt: '2026-03-01T08:00:00.000Z',
      validUntil: '2026-06-30T00:00:00.000Z',
    });
  });
});
