// The public facts of the boxes last opened here (a label's page), so the page opens offline
// after one visit. Public facts only, never a journey: kept on the device at logout.
import { persistedAtom } from '@/client/lib/persisted-atom';
import type { SeenBox } from './seen-boxes-schema';

export type { SeenBox } from './seen-boxes-schema';

/** Enough for the boxes a household has at home. */
export const SEEN_BOXES_KEPT = 20;

export const seenBoxesAtom = persistedAtom<SeenBox[]>('seen-boxes', 1, async () => (await import('./seen-boxes-schema')).seenBoxesSchema, [], { keepOnLogout: true });

/** The list with `box` first, older copies of it and the oldest beyond the limit gone. */
export function rememberBox(list: SeenBox[], box: SeenBox): SeenBox[] {
  return [box, ...list.filter((seen) => seen.code !== box.code)].slice(0, SEEN_BOXES_KEPT);
}
