import { createStore } from 'jotai';

/**
 * The one jotai store of the app. Exported so code outside React (the API client,
 * the service-worker bridge, the boot sequence) reads and writes the same atoms.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
