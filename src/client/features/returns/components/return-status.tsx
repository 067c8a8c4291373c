import type { BoxReturn } from '@/shared/contract/returns';
import { ReturnStatusBadge } from '@/client/components/return-status-badge';

export function ReturnStatus({ status }: { status: BoxReturn['status'] }) {
  return <ReturnStatusBadge status={status} />;
}

export function boxesText(boxes: number): string {
  return `${boxes} box${boxes === 1 ? '' : 'es'}`;
}

export function returnsText(returns: number): string {
  return `${returns} return${returns === 1 ? '' : 's'}`;
}

/** The store and the words given, without saying the store twice when the words repeat it. */
export function placeOf(r: Pick<BoxReturn, 'storeName' | 'location'>): string {
  const store = r.storeName ?? '';
  const words = r.location.trim();
  if (!words || (store && words.toLowerCase().startsWith(store.toLowerCase()))) return words || store || '—';
  return store ? `${store}, ${words}` : words;
}
