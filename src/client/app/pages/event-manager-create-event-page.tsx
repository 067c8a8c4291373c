export { EventFormPage as EventManagerCreateEventPage } from '../../features/events/components/event-form-page';
