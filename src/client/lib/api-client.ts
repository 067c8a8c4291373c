import { ofetch } from 'ofetch';

/** The one API client (spec section 7): base /api/v1, JSON, credentials included, no timeout. */
export const api = ofetch.create({ baseURL: '/api/v1', credentials: 'include' });
