// What Rebox keeps about a person and why, in plain words.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LegalPage } from './legal-page';
import { PATHS } from '@/shared/screen-paths';

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Privacy notice`} updated={new Date(2026, 10)}>
      <p><Trans>We keep only what Rebox needs to count your returns and give you coupons.</Trans></p>
      <h2><Trans>What we keep</Trans></h2>
      <ul>
        <li><Trans>Your name, email, password (stored only as a one-way hash) and, if you add one, a profile picture.</Trans></li>
        <li><Trans>Your points history, the coupons you redeemed, the returns you reported and the events you joined.</Trans></li>
      </ul>
      <h2><Trans>Why</Trans></h2>
      <p><Trans>To sign you in, keep your balance right and show you your coupons. We do not sell your data or use it for advertising.</Trans></p>
      <h2><Trans>On your device</Trans></h2>
      <p><Trans>The app saves your session and your redeemed coupons on this device so they work offline. Logging out removes them.</Trans></p>
      <h2><Trans>Your choices</Trans></h2>
      <ul>
        <li><Trans>Download everything we hold about you, or your points history as a spreadsheet, from your account settings.</Trans></li>
        <li><Trans>Delete your account there too. Your name, email and picture are removed; the points history stays without your name, so the partners’ books still add up.</Trans></li>
      </ul>
      <p>
        <Trans>
          The rules for using Rebox are in the <Link href={PATHS.terms} className="link link-primary">terms of use</Link>.
        </Trans>
      </p>
    </LegalPage>
  );
}
