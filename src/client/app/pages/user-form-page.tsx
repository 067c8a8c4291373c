import { StaffPlaceholder } from './staff-placeholder';

export function UserFormPage() {
  return <StaffPlaceholder title="Report a return" message="Reporting a box return is not available yet." />;
}
