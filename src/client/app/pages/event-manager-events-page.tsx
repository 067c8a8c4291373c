export { EventsPage as EventManagerEventsPage } from '../../features/events/components/events-page';
