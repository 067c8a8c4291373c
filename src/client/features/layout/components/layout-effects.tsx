import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { localeAtom } from '@/client/lib/i18n/language';
import { applyLayout } from '../apply-layout';
import { effectiveLayoutAtom } from '../atoms';

/** Applies the layout preferences before paint, on first render and on every change (the device's dark setting included). */
export function LayoutEffects() {
  const prefs = useAtomValue(effectiveLayoutAtom);
  const locale = useAtomValue(localeAtom);
  useLayoutEffect(() => applyLayout(prefs, locale), [prefs, locale]);
  return null;
}
