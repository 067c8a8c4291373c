import { describe, expect, it } from 'vitest';
import { formatBoxCode, newBoxCode } from '@/shared/box-codes';
import { acceptedCodes, addScan, EMPTY_SCAN_LIST, undoLastScan, type ScanList } from './scan-list';

const codes = Array.from({ length: 4 }, () => newBoxCode());
const mistyped = codes[0]!.slice(0, -1) + (codes[0]!.endsWith('7') ? '8' : '7');

function scanAll(raws: string[], max?: number): ScanList {
  return raws.reduce((list, raw) => addScan(list, raw, max).list, EMPTY_SCAN_LIST);
}

describe('the depot’s running list', () => {
  it('keeps the scans in order, refused ones marked and never sent', () => {
    const list = scanAll([codes[0]!, mistyped, formatBoxCode(codes[1]!).toLowerCase()]);
    expect(list.entries.map((e) => e.refused)).toEqual([null, 'check', null]);
    expect(acceptedCodes(list)).toEqual([codes[0], codes[1]]);
  });

  it('adds a code once however often it is seen', () => {
    const list = scanAll([codes[0]!, codes[0]!]);
    expect(addScan(list, `https://rebox.test/b/${codes[0]}`)).toEqual({ list, result: { kind: 'duplicate', code: codes[0] } });
    expect(list.entries).toHaveLength(1);
  });

  it('takes no more codes than one send carries', () => {
    const list = scanAll(codes.slice(0, 2), 2);
    expect(addScan(list, codes[2]!, 2).result).toEqual({ kind: 'full', code: codes[2] });
  });

  it('undoes the latest scan, refused or not', () => {
    const list = scanAll([codes[0]!, mistyped]);
    const once = undoLastScan(list);
    expect(once.removed?.refused).toBe('check');
    const twice = undoLastScan(once.list);
    expect(twice.removed?.code).toBe(codes[0]);
    expect(undoLastScan(twice.list)).toEqual({ list: twice.list, removed: null });
  });
});
