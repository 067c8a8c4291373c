// The catalogue with its redemption modal and the wallet behind it. Three features that may
// not import each other, so they meet here: the catalogue offers a slot for the modal, and a
// redemption that went through is saved to the wallet before the catalogue reloads its list.
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { CataloguePage, type RedeemDialogSlot } from '../features/catalogue/components/catalogue-page';
import { RedeemDialog } from '../features/redeem/components/redeem-dialog';
import { redemptionFromAnswer } from '../features/wallet/lib/wallet-entries';
import { saveRedemption } from '../features/wallet/save-redemption';
import { sessionAtom } from '../lib/session';

export function CouponCataloguePage() {
  const store = useStore();
  const renderRedeemDialog = useCallback(
    ({ coupon, onClose, onRedeemed }: RedeemDialogSlot) => (
      <RedeemDialog
        coupon={coupon}
        onClose={onClose}
        onRedeemed={(answer) => {
          const userId = store.get(sessionAtom)?.user.user_id;
          if (userId !== undefined) {
            saveRedemption(store, userId, redemptionFromAnswer(answer, { id: coupon.id, companyName: coupon.company?.companyName ?? null }));
          }
          onRedeemed();
        }}
      />
    ),
    [store],
  );
  return <CataloguePage renderRedeemDialog={renderRedeemDialog} />;
}
