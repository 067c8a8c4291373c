import { StaffPlaceholder } from './staff-placeholder';

export function EventManagerParticipantsPage() {
  return <StaffPlaceholder title="Participants" message="Managing participants is not available yet." />;
}
