// What a push carries and what it shows, apart from the worker's events so it is tested as it is.
import { NOTIFICATION_SCREENS, pushPayloadSchema, type NotificationScreen, type PushPayload } from '../src/shared/contract/notifications';
import { localeDir } from '../src/shared/locales';

export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The push's JSON when it has the contract's shape, else null (nothing of ours to show). */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  try {
    const parsed = pushPayloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a shown notification keeps, for the click and for de-duplication. */
export interface ShownData {
  id: number;
  screen: NotificationScreen;
}

export function shownDataOf(value: unknown): ShownData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, screen } = value as { id?: unknown; screen?: unknown };
  if (!Number.isInteger(id) || !(NOTIFICATION_SCREENS as readonly unknown[]).includes(screen)) return null;
  return { id: id as number, screen: screen as NotificationScreen };
}

/** One tag per kind: a newer digest replaces the last instead of piling up. */
export function notificationOptions(payload: PushPayload): NotificationOptions & { title: string } {
  const data: ShownData = { id: payload.id, screen: payload.screen };
  return {
    title: payload.title,
    body: payload.body,
    tag: payload.kind,
    data,
    icon: NOTIFICATION_ICON,
    lang: payload.language,
    dir: localeDir(payload.language),
  };
}

/** The screen's address on this origin: only a path of ours, so a push cannot send the app elsewhere. */
export function screenUrl(screen: NotificationScreen, origin: string): string {
  return new URL(screen, origin).href;
}
