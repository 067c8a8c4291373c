// The event screens exist twice (spec section 2): an event manager's own events under
// /event-manager, and every event under /admin. Same components; the links follow the role.
import { useAtomValue } from 'jotai';
import { isAdmin } from '@/shared/roles';
import { currentUserAtom } from '@/client/lib/session';

export interface EventPaths {
  list: string;
  create: string;
  edit: (eventId: number) => string;
  participants: (eventId: number) => string;
}

export const EVENT_MANAGER_PATHS: EventPaths = {
  list: '/event-manager/ManagEvent',
  create: '/event-manager/ManageEvents/create',
  edit: (id) => `/event-manager/ManageEvents/create?id=${id}`,
  participants: (id) => `/event-manager/ManageParticipants/${id}`,
};

export const ADMIN_EVENT_PATHS: EventPaths = {
  list: '/admin/events',
  create: '/admin/event/create',
  edit: (id) => `/admin/event/create?id=${id}`,
  participants: (id) => `/admin/ManageParticipants/${id}`,
};

export function useEventPaths(): EventPaths {
  const role = useAtomValue(currentUserAtom)?.role;
  return role && isAdmin(role) ? ADMIN_EVENT_PATHS : EVENT_MANAGER_PATHS;
}

/** The absolute invite link people open on their phones. */
export function inviteUrl(inviteId: string): string {
  return `${window.location.origin}/invite/${encodeURIComponent(inviteId)}`;
}
