// A visitor's two ways in, where a public page tells them what an account is for.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PATHS } from '@/shared/screen-paths';

export function SignUpOrLogIn() {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={PATHS.register} className="btn btn-primary min-h-11">
        {t`Sign up`}
      </Link>
      <Link href={PATHS.login} className="btn btn-outline min-h-11">
        {t`Log in`}
      </Link>
    </div>
  );
}
