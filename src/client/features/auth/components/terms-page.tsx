// The terms a new account accepts at registration, in plain words.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LegalPage } from './legal-page';
import { PATHS } from '@/shared/screen-paths';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Terms of use`} updated={new Date(2026, 10)}>
      <p><Trans>Rebox rewards you for returning reusable shipping boxes. By creating an account you agree to these terms.</Trans></p>
      <h2><Trans>Your account</Trans></h2>
      <ul>
        <li><Trans>One account per person. Keep your password to yourself.</Trans></li>
        <li><Trans>You can change your details, download your data or delete your account at any time in your account settings.</Trans></li>
      </ul>
      <h2><Trans>Points</Trans></h2>
      <ul>
        <li><Trans>You earn points for boxes you return and events you attend. Staff may correct a balance, always with a reason you can see in your history.</Trans></li>
        <li><Trans>Points have no cash value and cannot be sold or transferred.</Trans></li>
        <li><Trans>We may remove points earned by mistake or by misuse.</Trans></li>
      </ul>
      <h2><Trans>Coupons</Trans></h2>
      <ul>
        <li><Trans>A redeemed coupon cannot be combined with other discounts, is non-refundable, has no cash value and cannot be transferred.</Trans></li>
        <li><Trans>Partner companies decide how their coupons work in their shops.</Trans></li>
      </ul>
      <h2><Trans>Fair use</Trans></h2>
      <p><Trans>Do not try to break into other accounts, overload the service or earn points for boxes you did not return. We may close accounts that do.</Trans></p>
      <p>
        <Trans>
          How we handle your data is in the <Link href={PATHS.privacy} className="link link-primary">privacy notice</Link>.
        </Trans>
      </p>
    </LegalPage>
  );
}
