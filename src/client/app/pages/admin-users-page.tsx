import { StaffPlaceholder } from './staff-placeholder';

export function AdminUsersPage() {
  return <StaffPlaceholder title="Users" message="Managing users is not available yet. Nothing to show here for now." />;
}
