import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { applyLayout } from '../apply-layout';
import { layoutAtom } from '../atoms';

/** Applies the layout preferences before paint, on first render and on every change. */
export function LayoutEffects() {
  const prefs = useAtomValue(layoutAtom);
  useLayoutEffect(() => applyLayout(prefs), [prefs]);
  return null;
}
