/** The fragment that opens one redeemed coupon in My coupons (/wallet#redemption-<id>). */
export const walletEntryHash = (redemptionId: number) => `#redemption-${redemptionId}`;

/** The redemption id a /wallet fragment points at, or null. */
export function redemptionFromHash(hash: string): number | null {
  const match = /^#redemption-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}
