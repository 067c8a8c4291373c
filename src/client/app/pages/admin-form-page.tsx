import { StaffPlaceholder } from './staff-placeholder';

export function AdminFormPage() {
  return <StaffPlaceholder title="Record a return" message="Recording box returns is not available yet." />;
}
