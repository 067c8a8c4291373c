// A running list of scanned boxes as a screen holds it (the depot's, the counter's): a scanner may type the next code before React has
// drawn the last one, so each scan is added to the latest list (kept in a ref), never to the
// list of the last render.
import { useCallback, useRef, useState } from 'react';
import { addScan, EMPTY_SCAN_LIST, undoLastScan, type AddResult, type ScanEntry, type ScanList } from './scan-list';

export interface ScanListState {
  list: ScanList;
  add: (raw: string) => AddResult;
  undo: () => ScanEntry | null;
  clear: () => void;
}

/** `max`: how many accepted codes the list holds (the depot's scan, or a return's limit). */
export function useScanList(max?: number): ScanListState {
  const [list, setList] = useState<ScanList>(EMPTY_SCAN_LIST);
  const latest = useRef<ScanList>(EMPTY_SCAN_LIST);
  const replace = useCallback((next: ScanList) => {
    latest.current = next;
    setList(next);
  }, []);
  const add = useCallback(
    (raw: string) => {
      const { list: next, result } = addScan(latest.current, raw, max);
      if (next !== latest.current) replace(next);
      return result;
    },
    [replace, max],
  );
  const undo = useCallback(() => {
    const { list: next, removed } = undoLastScan(latest.current);
    replace(next);
    return removed;
  }, [replace]);
  const clear = useCallback(() => replace(EMPTY_SCAN_LIST), [replace]);
  return { list, add, undo, clear };
}
