import { StaffPlaceholder } from './staff-placeholder';

export function AdminStoreDetailsPage() {
  return <StaffPlaceholder title="Store details" message="Store details are not available yet." />;
}
