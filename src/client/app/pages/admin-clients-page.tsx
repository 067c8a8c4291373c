import { StaffPlaceholder } from './staff-placeholder';

export function AdminClientsPage() {
  return <StaffPlaceholder title="Clients" message="Managing clients is not available yet. Nothing to show here for now." />;
}
