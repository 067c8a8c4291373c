import { useParams } from 'wouter';
import { ParticipantsPage } from '../../features/events/components/participants-page';
import { NotFoundPage } from './not-found-page';

export function EventManagerParticipantsPage() {
  const eventId = Number(useParams<{ eventId: string }>().eventId);
  return Number.isInteger(eventId) && eventId > 0 ? <ParticipantsPage eventId={eventId} /> : <NotFoundPage />;
}
