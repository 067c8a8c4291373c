import { StaffPlaceholder } from './staff-placeholder';

export function AdminClientDistributorsPage() {
  return <StaffPlaceholder title="Distributors" message="The distributors of a client are not available yet." />;
}
