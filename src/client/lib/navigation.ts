// Navigation outside React (session expiry, logout) and the "where was the visitor going"
// memory of the login redirect. wouter's browser-location navigate is the same one its hooks
// listen to, so a call here re-renders the router.
import { navigate } from 'wouter/use-browser-location';
import { PATHS } from '@/shared/screen-paths';

export const LOGIN_PATH = PATHS.login;
/** The catalogue's "open this coupon's redeem dialog" parameter (?redeem=id), kept through the login. */
export const REDEEM_PARAM = 'redeem';
const NEXT_PARAM = 'next';

export function goTo(path: string, options: { replace?: boolean } = {}) {
  navigate(path, { replace: options.replace ?? false });
}

/** /login, remembering the page to come back to after signing in. */
export function loginPath(next?: string | null): string {
  const target = next ? safeNext(next) : null;
  return target ? `${LOGIN_PATH}?${NEXT_PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * The return target from a login URL's search string, or null. Only same-origin paths are
 * accepted: a crafted link like /login?next=//evil.example must not send a fresh session away.
 */
export function nextFromSearch(search: string): string | null {
  return safeNext(new URLSearchParams(search).get(NEXT_PARAM));
}

// Browsers drop tabs and newlines while parsing a URL, so "/\t/evil.example" would become
// "//evil.example": another origin, which history.replaceState refuses with a SecurityError.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (CONTROL.test(next)) return null;
  if (next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`) || next.startsWith(`${LOGIN_PATH}/`)) return null;
  return next;
}

/** Whether the login's return target is a coupon the visitor was about to redeem. */
export function isRedeemReturn(next: string | null): boolean {
  return next !== null && new URLSearchParams(next.split('?')[1] ?? '').has(REDEEM_PARAM);
}
