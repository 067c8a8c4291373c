export { StoreFormPage as BusinessFormPage } from '../../features/stores/components/store-form-page';
