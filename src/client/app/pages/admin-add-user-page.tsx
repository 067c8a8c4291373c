import { StaffPlaceholder } from './staff-placeholder';

export function AdminAddUserPage() {
  return <StaffPlaceholder title="Add new user" message="Adding users is not available yet." />;
}
