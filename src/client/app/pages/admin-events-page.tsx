// The event manager's screens over every event (spec section 2): the same components.
export { EventsPage as AdminEventsPage } from '../../features/events/components/events-page';
