// The admin client screens' paths (spec section 2).
export const CLIENTS_PATH = '/admin/clients';
export const clientPeoplePath = (clientId: number) => `/admin/clients/distributors/${clientId}`;
export const businessStoresPath = (businessUserId: number) => `/admin/clients/stores/${businessUserId}`;
export const storeDetailsPath = (storeId: number) => `/admin/clients/store/details?id=${storeId}`;
