import { StaffPlaceholder } from './staff-placeholder';

export function AdminClientStoresPage() {
  return <StaffPlaceholder title="Stores" message="The stores of a business are not available yet." />;
}
