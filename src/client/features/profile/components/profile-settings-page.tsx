// Profile settings (spec section 2): name and image. A chosen image is previewed at once and
// refused before sending when the server would refuse it; the upload shows its progress; the
// saved name and image reach the header and bottom bar through the session at once.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { PageHeading } from '@/client/components/empty-state';
import { ACCOUNT_PATH } from '@/client/lib/navigation';
import { currentUserAtom } from '@/client/lib/session/session';
import { ProfileForm } from './profile-form';

export function ProfileSettingsPage() {
  const user = useAtomValue(currentUserAtom);
  const { userId } = useParams<{ userId: string }>();
  const [pathname] = useLocation();
  const { t } = useLingui();
  if (!user) return null;
  // Only one's own profile is edited here (spec section 6); another id is put right.
  if (userId !== String(user.user_id)) {
    return <Redirect to={pathname.replace(/[^/]*$/, String(user.user_id))} replace />;
  }
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title={t`Profile settings`} />
      <ProfileForm key={user.user_id} />
      <p className="mt-4">
        <Link href={ACCOUNT_PATH} className="link link-primary inline-flex min-h-11 items-center">
          {t`Account settings: email, password, your data`}
        </Link>
      </p>
    </section>
  );
}
