import { StaffPlaceholder } from './staff-placeholder';

export function SuperAdminFormPage() {
  return <StaffPlaceholder title="Settings" message="Portal settings are not available yet." />;
}
