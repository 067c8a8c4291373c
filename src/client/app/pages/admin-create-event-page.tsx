export { EventFormPage as AdminCreateEventPage } from '../../features/events/components/event-form-page';
