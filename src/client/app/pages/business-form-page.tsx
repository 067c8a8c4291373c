import { StaffPlaceholder } from './staff-placeholder';

export function BusinessFormPage() {
  return <StaffPlaceholder title="Store" message="Adding and editing stores is not available yet." />;
}
