import { StaffPlaceholder } from './staff-placeholder';

export function AdminEventsPage() {
  return <StaffPlaceholder title="Events" message="Managing events is not available yet. Nothing to show here for now." />;
}
