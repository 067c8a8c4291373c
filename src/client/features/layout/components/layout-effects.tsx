import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { applyLayout } from '../apply-layout';
import { effectiveLayoutAtom } from '../atoms';

/** Applies the layout preferences before paint, on first render and on every change (the device's dark setting included). */
export function LayoutEffects() {
  const prefs = useAtomValue(effectiveLayoutAtom);
  useLayoutEffect(() => applyLayout(prefs), [prefs]);
  return null;
}
