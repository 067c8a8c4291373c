// What Rebox keeps about a person and why, in plain words.
import { Link } from 'wouter';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy notice" updated="November 2026">
      <p>We keep only what Rebox needs to count your returns and give you coupons.</p>
      <h2>What we keep</h2>
      <ul>
        <li>Your name, email, password (stored only as a one-way hash) and, if you add one, a profile picture.</li>
        <li>Your points history, the coupons you redeemed, the returns you reported and the events you joined.</li>
      </ul>
      <h2>Why</h2>
      <p>To sign you in, keep your balance right and show you your coupons. We do not sell your data or use it for advertising.</p>
      <h2>On your device</h2>
      <p>The app saves your session and your redeemed coupons on this device so they work offline. Logging out removes them.</p>
      <h2>Your choices</h2>
      <ul>
        <li>Download everything we hold about you, or your points history as a spreadsheet, from your account settings.</li>
        <li>Delete your account there too. Your name, email and picture are removed; the points history stays without your name, so the partners’ books still add up.</li>
      </ul>
      <p>
        The rules for using Rebox are in the <Link href="/terms" className="link link-primary">terms of use</Link>.
      </p>
    </LegalPage>
  );
}
