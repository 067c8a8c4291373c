// The recycler's personal code and its QR code, drawn from the session: staff scan it or
// type it to credit returned boxes, and it works with no connection at all.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { QrCode } from '@/client/components/qr-code';
import { currentUserAtom } from '@/client/lib/session/session';

export function PersonalCodeCard() {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  const code = user.user_code;
  return (
    <section aria-labelledby="code-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body items-center text-center">
        <h2 id="code-heading" className="text-lg font-semibold">
          {t`My return code`}
        </h2>
        <QrCode value={user.user_code} label={t`QR code of your personal code ${code}`} size={200} />
        <p className="font-mono text-2xl tracking-widest" data-testid="user-code">
          {user.user_code}
        </p>
        <p className="text-sm text-base-content/70">{t`Show this when you return boxes: staff scan it or type the code to credit your points.`}</p>
      </div>
    </section>
  );
}
