// Pure updates of the wallet, shared by the redeem composition, the sync with the server
// and the "mark as used" toggle.
import type { RedeemAnswer, Redemption } from '@/shared/contract/coupons';
import type { Wallet, WalletEntry } from '../atoms';

/** The entries of `userId`; none when the stored wallet belongs to someone else. */
export function entriesOf(wallet: Wallet, userId: number | null): WalletEntry[] {
  return userId !== null && wallet.userId === userId ? wallet.entries : [];
}

// By the instant, not the text: a time without milliseconds or with an offset is still in its
// place (as text, "10:00:00Z" came after "10:00:00.500Z"), and no collator is needed.
const newestFirst = (a: WalletEntry, b: WalletEntry) => Date.parse(b.redeemedAt) - Date.parse(a.redeemedAt) || b.redemptionId - a.redemptionId;

/** Adds (or replaces) one redemption, keeping its used mark if it had one. */
export function addRedemption(wallet: Wallet, userId: number, redemption: Redemption): Wallet {
  const entries = entriesOf(wallet, userId);
  const previous = entries.find((e) => e.redemptionId === redemption.redemptionId);
  const others = entries.filter((e) => e.redemptionId !== redemption.redemptionId);
  // A coupon redeemed here says nothing of the others: the last sync's time stays.
  const syncedAt = wallet.userId === userId ? wallet.syncedAt : undefined;
  return { userId, entries: [...others, { ...redemption, usedAt: previous?.usedAt ?? null }].sort(newestFirst), ...(syncedAt && { syncedAt }) };
}

/**
 * Rebuilds the wallet from the server's list (new device, cleared storage, or a redemption
 * made elsewhere). Used marks live on this device only and are kept; local entries the
 * server did not list yet stay too. The wallet is then in line with the server as of `now`.
 */
export function mergeRedemptions(wallet: Wallet, userId: number, server: readonly Redemption[], now = new Date()): Wallet {
  const local = new Map(entriesOf(wallet, userId).map((e) => [e.redemptionId, e]));
  // The expiry seen at redeem time stays when the server's list does not carry it.
  const merged: WalletEntry[] = server.map((r) => {
    const mine = local.get(r.redemptionId);
    return { ...r, validUntil: r.validUntil ?? mine?.validUntil ?? null, usedAt: mine?.usedAt ?? null };
  });
  const listed = new Set(server.map((r) => r.redemptionId));
  for (const entry of local.values()) if (!listed.has(entry.redemptionId)) merged.push(entry);
  return { userId, entries: merged.sort(newestFirst), syncedAt: now.toISOString() };
}

export function setUsed(wallet: Wallet, redemptionId: number, used: boolean, now = new Date()): Wallet {
  return {
    ...wallet,
    entries: wallet.entries.map((e) => (e.redemptionId === redemptionId ? { ...e, usedAt: used ? now.toISOString() : null } : e)),
  };
}

/** The wallet's record of a redemption that just went through (the redeem answer plus the coupon it was for). */
export function redemptionFromAnswer(
  answer: RedeemAnswer,
  coupon: { id: number; companyName: string | null; validUntil?: string | null },
  now = new Date(),
): Redemption {
  return {
    redemptionId: answer.redemptionId,
    couponId: coupon.id,
    companyName: coupon.companyName,
    couponDescription: answer.couponDescription,
    couponCode: answer.couponCode,
    couponType: answer.couponType,
    couponValue: answer.couponValue,
    redeemLink: answer.redeemLink,
    bannerImage: answer.bannerImage,
    pointsSpent: answer.pointsSpent,
    redeemedAt: now.toISOString(),
    validUntil: coupon.validUntil ?? null,
  };
}
