import { StaffPlaceholder } from './staff-placeholder';

export function EventManagerEventsPage() {
  return <StaffPlaceholder title="Manage events" message="Managing your events is not available yet. Nothing to show here for now." />;
}
