import { StaffPlaceholder } from './staff-placeholder';

export function AdminCreateEventPage() {
  return <StaffPlaceholder title="Create event" message="Creating events is not available yet." />;
}
