import { StaffPlaceholder } from './staff-placeholder';

export function EventManagerCreateEventPage() {
  return <StaffPlaceholder title="Create event" message="Creating events is not available yet." />;
}
