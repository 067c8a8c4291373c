export { MyStoresPage as BusinessStoresPage } from '../../features/stores/components/my-stores-page';
