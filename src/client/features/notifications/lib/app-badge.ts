// The app icon's badge follows the inbox's unread count where the platform has one (installed
// apps on Chromium, Safari on the Home Screen); elsewhere the calls are missing or refused.
type BadgeNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

export function showUnreadOnBadge(unread: number, nav: BadgeNavigator = navigator): void {
  const done = unread > 0 ? nav.setAppBadge?.(unread) : nav.clearAppBadge?.();
  done?.catch(() => undefined);
}
