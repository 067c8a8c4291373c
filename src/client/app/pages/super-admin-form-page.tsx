export { SettingsFormPage as SuperAdminFormPage } from '../../features/settings/components/settings-form-page';
