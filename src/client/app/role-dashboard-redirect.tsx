import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { roleDashboardPath } from '@/shared/roles';
import { currentUserAtom } from '../lib/session/session';

/** /dashboard (the sidebar logo's target) sends each role to its own dashboard. */
export function RoleDashboardRedirect() {
  const user = useAtomValue(currentUserAtom);
  return user ? <Redirect to={roleDashboardPath(user.role)} replace /> : null;
}
