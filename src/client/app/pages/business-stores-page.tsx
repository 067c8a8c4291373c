import { StaffPlaceholder } from './staff-placeholder';

export function BusinessStoresPage() {
  return <StaffPlaceholder title="My stores" message="Your stores are not available yet. Nothing to show here for now." />;
}
