export { DistributorFormPage } from '../../features/returns/components/distributor-form-page';
