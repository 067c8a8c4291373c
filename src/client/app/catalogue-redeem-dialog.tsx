// The redemption modal as the catalogue shows it: it warns of a coupon already in the wallet,
// and a redemption that went through is saved to the wallet (and earns the push offer) before the catalogue reloads its list. Its own chunk (see coupon-catalogue-page).
import { useAtomValue, useStore } from 'jotai';
import type { RedeemDialogSlot } from '../features/catalogue/components/catalogue-page';
import { markPushOfferEarned } from '../features/notifications/lib/earned-moment';
import { RedeemDialog } from '../features/redeem/components/redeem-dialog';
import { entriesOf, redemptionFromAnswer } from '../features/wallet/lib/wallet-entries';
import { saveRedemption } from '../features/wallet/save-redemption';
import { walletAtom } from '../features/wallet/atoms';
import { sessionAtom } from '../lib/session/session';

export function CatalogueRedeemDialog({ coupon, onClose, onRedeemed }: RedeemDialogSlot) {
  const store = useStore();
  const userId = useAtomValue(sessionAtom)?.user.user_id;
  const wallet = useAtomValue(walletAtom);
  // The newest unused redemption of this coupon in this person's wallet on this device.
  const held = entriesOf(wallet, userId ?? null).find((entry) => entry.couponId === coupon.id && entry.usedAt === null);
  return (
    <RedeemDialog
      coupon={coupon}
      heldSince={held?.redeemedAt ?? null}
      onClose={onClose}
      onRedeemed={(answer) => {
        if (userId !== undefined) {
          saveRedemption(store, userId, redemptionFromAnswer(answer, { id: coupon.id, companyName: coupon.company?.companyName ?? null, validUntil: coupon.validUntil }));
          // A redemption is a moment worth being told about next time: it earns the push offer.
          markPushOfferEarned(store, userId);
        }
        onRedeemed();
      }}
    />
  );
}
