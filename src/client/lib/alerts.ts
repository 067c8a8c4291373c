// The spec's Alert (isSuccess, isError, message): shown, then hidden and reset.
// The shell renders it; anyone may raise it.
import { t } from '@lingui/core/macro';
import { atom } from 'jotai';
import type { AppStore } from './store';

export interface Alert {
  isSuccess: boolean;
  isError: boolean;
  message: string;
}

export const EMPTY_ALERT: Alert = { isSuccess: false, isError: false, message: '' };
export const alertAtom = atom<Alert>(EMPTY_ALERT);

// The spec's sentences (section 8), in the active language: functions, read when shown.
export const sessionExpiredMessage = () => t`Your session has expired. Please log in again`;
export const loggedOutMessage = () => t`You have been logged out successfully`;
export const profileRefreshFailedMessage = () => t`Failed to update user profile`;

export function showAlert(store: AppStore, kind: 'success' | 'error', message: string) {
  store.set(alertAtom, { isSuccess: kind === 'success', isError: kind === 'error', message });
}

export function resetAlert(store: AppStore) {
  store.set(alertAtom, EMPTY_ALERT);
}

/** Toasts the spec names (section 8). */
export const loginToastMessage = () => t`User logged in, Redirecting to Dashboard`;
export const LOGIN_TOAST_MS = 1500;
export const TOAST_MS = 5000;
