export { ReportReturnPage as UserFormPage } from '../../features/returns/components/report-return-page';
