// The redemption modal as the catalogue shows it: a redemption that went through is saved to
// the wallet before the catalogue reloads its list. Its own chunk (see coupon-catalogue-page).
import { useStore } from 'jotai';
import type { RedeemDialogSlot } from '../features/catalogue/components/catalogue-page';
import { RedeemDialog } from '../features/redeem/components/redeem-dialog';
import { redemptionFromAnswer } from '../features/wallet/lib/wallet-entries';
import { saveRedemption } from '../features/wallet/save-redemption';
import { sessionAtom } from '../lib/session';

export function CatalogueRedeemDialog({ coupon, onClose, onRedeemed }: RedeemDialogSlot) {
  const store = useStore();
  return (
    <RedeemDialog
      coupon={coupon}
      onClose={onClose}
      onRedeemed={(answer) => {
        const userId = store.get(sessionAtom)?.user.user_id;
        if (userId !== undefined) {
          saveRedemption(store, userId, redemptionFromAnswer(answer, { id: coupon.id, companyName: coupon.company?.companyName ?? null, validUntil: coupon.validUntil }));
        }
        onRedeemed();
      }}
    />
  );
}
