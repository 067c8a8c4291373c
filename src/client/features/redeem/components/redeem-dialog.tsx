import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { Coupon, RedeemAnswer } from '@/shared/contract/coupons';
import { useBlockReload } from '@/client/lib/pwa/pwa-signals';
import { currentUserAtom } from '@/client/lib/session/session';
import { useRedeemFlow } from '../hooks/use-redeem-flow';
import { RedeemConfirmation } from './redeem-confirmation';

const loadSuccessView = () => import('./redeem-success');
const RedeemSuccess = lazy(loadSuccessView);

export interface RedeemDialogProps {
  coupon: Coupon;
  /** GO BACK, Escape: the parent unmounts the dialog, so the next opening starts afresh. */
  onClose: () => void;
  onRedeemed: (result: RedeemAnswer) => void;
  /** When the person redeemed this coupon before and has not marked it used: they are told first. */
  heldSince?: string | null;
}

/**
 * The redemption modal (spec section 4). A native modal <dialog>: the page behind is inert,
 * so focus stays inside, and Escape closes it.
 */
export function RedeemDialog({ coupon, onClose, onRedeemed, heldSince = null }: RedeemDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const balance = useAtomValue(currentUserAtom)?.available_reward_points ?? null;
  const { state, online, submit, setAgreed } = useRedeemFlow(coupon, onRedeemed);
  // An app update never reloads the page while a redemption is open (the update waits for it).
  useBlockReload('redemption', true);

  useEffect(() => {
    // Fetch the success view while the visitor reads the terms, so it appears without a wait.
    void loadSuccessView();
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      data-testid="redeem-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box max-h-[90dvh]">
        {state.result ? (
          <Suspense fallback={<p role="status">{t`Loading...`}</p>}>
            <RedeemSuccess titleId={titleId} result={state.result} onGoBack={onClose} />
          </Suspense>
        ) : (
          <RedeemConfirmation
            titleId={titleId}
            coupon={coupon}
            heldSince={heldSince}
            balance={balance}
            state={state}
            online={online}
            onAgree={setAgreed}
            onContinue={() => void submit()}
            onGoBack={onClose}
          />
        )}
      </div>
    </dialog>
  );
}
