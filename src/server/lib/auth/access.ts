// Who may call a route, declared on the route itself (`config: { access }`): a /api/v1 route
// without one stops the server at boot, so no route can be added without deciding who may call it.
// Ownership (a user acts only on their own records unless staff) is checked in the services.
import type { Role } from '@/shared/roles';

export type Access = 'public' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: anyone, any signed-in account, or these roles (authorization.ts). */
    access?: Access;
    /** A public route whose answer still holds a person's data (a session token): never cached. */
    privateAnswer?: boolean;
  }
}

export const ADMINS = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly Role[];

// Who records box returns for recyclers and decides their reports (product.md, Roles).
export const RETURN_STAFF = ['DISTRIBUTOR', 'BUSINESS_USER', 'STORE_MANAGER', ...ADMINS] as const satisfies readonly Role[];
// Who runs events and their attendance.
export const EVENT_STAFF = ['EVENT_MANAGER', ...ADMINS] as const satisfies readonly Role[];
// Who owns stores and their managers.
export const STORE_STAFF = ['BUSINESS_USER', ...ADMINS] as const satisfies readonly Role[];
// Every staff role reads the settings (the distributor form shows points per box).
export const SETTINGS_READERS = ['DISTRIBUTOR', 'BUSINESS_USER', 'STORE_MANAGER', 'EVENT_MANAGER', ...ADMINS] as const satisfies readonly Role[];
