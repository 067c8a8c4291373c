// The build's version, set at build time (VITE_APP_VERSION); 'dev' when none was given.
// Written on the page's root element so support (and the update test) can tell which build runs.
export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) || 'dev';
