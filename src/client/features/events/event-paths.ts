// The event screens exist twice (spec section 2): an event manager's own events under
// /event-manager, and every event under /admin. Same components; the links follow the role.
import { useAtomValue } from 'jotai';
import { isAdmin } from '@/shared/roles';
import { PATHS, pathTo, withQuery } from '@/shared/screen-paths';
import { currentUserAtom } from '@/client/lib/session/session';

export interface EventPaths {
  list: string;
  create: string;
  edit: (eventId: number) => string;
  participants: (eventId: number) => string;
}

const eventPaths = (screens: { events: string; eventForm: string; participants: string }): EventPaths => ({
  list: screens.events,
  create: screens.eventForm,
  edit: (id) => withQuery(screens.eventForm, { id }),
  participants: (eventId) => pathTo(screens.participants, { eventId }),
});

export const EVENT_MANAGER_PATHS = eventPaths(PATHS.eventManager);
export const ADMIN_EVENT_PATHS = eventPaths(PATHS.admin);

export function useEventPaths(): EventPaths {
  const role = useAtomValue(currentUserAtom)?.role;
  return role && isAdmin(role) ? ADMIN_EVENT_PATHS : EVENT_MANAGER_PATHS;
}

/** The absolute invite link people open on their phones. */
export function inviteUrl(inviteId: string): string {
  return `${window.location.origin}${pathTo(PATHS.invite, { id: inviteId })}`;
}
