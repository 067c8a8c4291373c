export { EventManagerParticipantsPage as AdminParticipantsPage } from './event-manager-participants-page';
