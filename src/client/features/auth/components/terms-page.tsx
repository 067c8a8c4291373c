// The terms a new account accepts at registration, in plain words.
import { Link } from 'wouter';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms of use" updated="November 2026">
      <p>Rebox rewards you for returning reusable shipping boxes. By creating an account you agree to these terms.</p>
      <h2>Your account</h2>
      <ul>
        <li>One account per person. Keep your password to yourself.</li>
        <li>You can change your details, download your data or delete your account at any time in your account settings.</li>
      </ul>
      <h2>Points</h2>
      <ul>
        <li>You earn points for boxes you return and events you attend. Staff may correct a balance, always with a reason you can see in your history.</li>
        <li>Points have no cash value and cannot be sold or transferred.</li>
        <li>We may remove points earned by mistake or by misuse.</li>
      </ul>
      <h2>Coupons</h2>
      <ul>
        <li>A redeemed coupon cannot be combined with other discounts, is non-refundable, has no cash value and cannot be transferred.</li>
        <li>Partner companies decide how their coupons work in their shops.</li>
      </ul>
      <h2>Fair use</h2>
      <p>Do not try to break into other accounts, overload the service or earn points for boxes you did not return. We may close accounts that do.</p>
      <p>
        How we handle your data is in the <Link href="/privacy" className="link link-primary">privacy notice</Link>.
      </p>
    </LegalPage>
  );
}
