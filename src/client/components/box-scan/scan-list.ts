// A running list of scanned boxes (the depot's, the counter's): each scan is an entry, in the order scanned; a
// refused code stays in the list, marked, so the person sees what the scanner read; a code
// already in the list is not added twice (a camera sees one label many times).
import { MAX_CODES_PER_SCAN } from '@/shared/contract/boxes';
import { readScannedCode, type ScannedCode } from './scanned-code';

export interface ScanEntry {
  id: number;
  /** The normalised code, or what was read when it is no code. */
  code: string;
  refused: Extract<ScannedCode, { ok: false }>['reason'] | null;
}

export interface ScanList {
  entries: readonly ScanEntry[];
  nextId: number;
}

export type AddResult =
  | { kind: 'added'; entry: ScanEntry }
  | { kind: 'refused'; entry: ScanEntry }
  | { kind: 'duplicate'; code: string }
  | { kind: 'full'; code: string };

export const EMPTY_SCAN_LIST: ScanList = { entries: [], nextId: 1 };

export const acceptedCodes = (list: ScanList): string[] => list.entries.filter((e) => e.refused === null).map((e) => e.code);

export function addScan(list: ScanList, raw: string, max = MAX_CODES_PER_SCAN): { list: ScanList; result: AddResult } {
  const read = readScannedCode(raw);
  if (read.ok && list.entries.some((e) => e.refused === null && e.code === read.code)) return { list, result: { kind: 'duplicate', code: read.code } };
  if (read.ok && acceptedCodes(list).length >= max) return { list, result: { kind: 'full', code: read.code } };
  const entry: ScanEntry = read.ok ? { id: list.nextId, code: read.code, refused: null } : { id: list.nextId, code: read.typed, refused: read.reason };
  const next = { entries: [...list.entries, entry], nextId: list.nextId + 1 };
  return { list: next, result: read.ok ? { kind: 'added', entry } : { kind: 'refused', entry } };
}

/** The list without its latest scan, and that scan. */
export function undoLastScan(list: ScanList): { list: ScanList; removed: ScanEntry | null } {
  const removed = list.entries.at(-1) ?? null;
  return { list: removed ? { ...list, entries: list.entries.slice(0, -1) } : list, removed };
}
