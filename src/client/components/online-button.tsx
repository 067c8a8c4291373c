// A button for an action that needs the network: disabled while offline, with the reason
// as its tooltip and accessible description instead of a call that would only fail.
import { useAtomValue } from 'jotai';
import type { ButtonHTMLAttributes } from 'react';
import { OFFLINE_REASON, onlineAtom } from '../lib/pwa/online-status';

export function OnlineButton({ disabled, title, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const online = useAtomValue(onlineAtom);
  return <button type="button" {...props} disabled={disabled || !online} title={online ? title : OFFLINE_REASON} aria-description={online ? undefined : OFFLINE_REASON} />;
}
