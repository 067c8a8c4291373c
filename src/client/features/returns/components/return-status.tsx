import { plural } from '@lingui/core/macro';
import type { BoxReturn } from '@/shared/contract/returns';
import { ReturnStatusBadge } from '@/client/components/return-status-badge';

export function ReturnStatus({ status }: { status: BoxReturn['status'] }) {
  return <ReturnStatusBadge status={status} />;
}

/** "1 box" / "3 boxes" in the active language (evaluated at call time, so it follows a switch). */
export function boxesText(boxes: number): string {
  return plural(boxes, { one: '# box', other: '# boxes' });
}

export function returnsText(returns: number): string {
  return plural(returns, { one: '# return', other: '# returns' });
}

/** The store and the words given, without saying the store twice when the words repeat it. */
export function placeOf(r: Pick<BoxReturn, 'storeName' | 'location'>): string {
  const store = r.storeName ?? '';
  const words = r.location.trim();
  if (!words || (store && words.toLowerCase().startsWith(store.toLowerCase()))) return words || store || '—';
  return store ? `${store}, ${words}` : words;
}
