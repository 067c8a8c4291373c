import { StaffPlaceholder } from './staff-placeholder';

export function AdminParticipantsPage() {
  return <StaffPlaceholder title="Participants" message="Managing participants is not available yet." />;
}
