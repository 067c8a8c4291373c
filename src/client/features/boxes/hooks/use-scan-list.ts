// The depot's list as a screen holds it: a scanner may type the next code before React has
// drawn the last one, so each scan is added to the latest list (kept in a ref), never to the
// list of the last render.
import { useCallback, useRef, useState } from 'react';
import { addScan, EMPTY_SCAN_LIST, undoLastScan, type AddResult, type ScanEntry, type ScanList } from '../lib/scan-list';

export interface ScanListState {
  list: ScanList;
  add: (raw: string) => AddResult;
  undo: () => ScanEntry | null;
  clear: () => void;
}

export function useScanList(): ScanListState {
  const [list, setList] = useState<ScanList>(EMPTY_SCAN_LIST);
  const latest = useRef<ScanList>(EMPTY_SCAN_LIST);
  const replace = useCallback((next: ScanList) => {
    latest.current = next;
    setList(next);
  }, []);
  const add = useCallback(
    (raw: string) => {
      const { list: next, result } = addScan(latest.current, raw);
      if (next !== latest.current) replace(next);
      return result;
    },
    [replace],
  );
  const undo = useCallback(() => {
    const { list: next, removed } = undoLastScan(latest.current);
    replace(next);
    return removed;
  }, [replace]);
  const clear = useCallback(() => replace(EMPTY_SCAN_LIST), [replace]);
  return { list, add, undo, clear };
}
