// A visitor's two ways in, where a public page tells them what an account is for.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';

export function SignUpOrLogIn() {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      <Link href="/register" className="btn btn-primary min-h-11">
        {t`Sign up`}
      </Link>
      <Link href="/login" className="btn btn-outline min-h-11">
        {t`Log in`}
      </Link>
    </div>
  );
}
