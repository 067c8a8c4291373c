import { isIos, isStandalone } from '@/client/lib/pwa/platform';
import type { PushSupport } from './push-offer-rules';

/** Whether this browser can take pushes now; an iPhone tab can once Rebox is on the Home Screen. */
export function pushSupport(win: Window = window): PushSupport {
  const nav = win.navigator;
  const ios = isIos(nav.userAgent, nav.maxTouchPoints ?? 0);
  if (ios && !isStandalone(win)) return 'home-screen';
  return 'serviceWorker' in nav && 'PushManager' in win && 'Notification' in win ? 'supported' : 'unsupported';
}

export function notificationPermission(win: Window = window): NotificationPermission {
  return 'Notification' in win ? (win as Window & typeof globalThis).Notification.permission : 'denied';
}
