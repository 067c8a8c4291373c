// On a phone the header's look-and-language controls sit behind one labelled entry, Display:
// the language, dark mode, monochrome and right-to-left as named switches, and the theme
// customizer. Five bare icons in a 390 px row read as a puzzle, two of them alike in dark mode.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, type KeyboardEvent } from 'react';
import { Icon } from '@/client/components/icon';
import { LanguageField } from '@/client/components/language-picker';
import { useDropdown } from '@/client/lib/hooks/use-dropdown';
import { customizerOpenAtom, effectiveLayoutAtom, setLayoutAtom } from '../atoms';

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
      <span className="text-sm font-medium">{label}</span>
      <input type="checkbox" role="switch" className="toggle toggle-primary" checked={checked} onChange={(event) => onChange(event.target.checked)} />
    </label>
  );
}

export function DisplayMenu({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const prefs = useAtomValue(effectiveLayoutAtom);
  const set = useSetAtom(setLayoutAtom);
  const openCustomizer = useSetAtom(customizerOpenAtom);
  const { open, close, toggle, root, button, panel } = useDropdown();
  const panelId = useId();
  // Escape only: typed letters belong to the language list and the switches here.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    button.current?.focus();
  };
  return (
    <div ref={root} className={`relative ${className}`} onKeyDown={onKeyDown} data-testid="display-menu">
      <button ref={button} type="button" className="btn btn-ghost min-h-11 gap-1 px-2" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <Icon name="settings" />
        {t`Display`}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label={t`Display`}
          className="absolute end-0 top-full z-40 mt-2 flex w-72 max-w-[calc(100vw-1rem)] flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3 text-base-content shadow-lg"
        >
          <LanguageField />
          <Switch label={t`Dark mode`} checked={prefs.darkMode} onChange={(darkMode) => set({ darkMode })} />
          <Switch label={t`Monochrome`} checked={prefs.isMonochrome} onChange={(isMonochrome) => set({ isMonochrome })} />
          <Switch label={t`Right-to-left layout`} checked={prefs.isRTL} onChange={(isRTL) => set({ isRTL })} />
          <button
            type="button"
            className="btn btn-ghost btn-sm min-h-11 justify-start"
            onClick={() => {
              close();
              openCustomizer(true);
            }}
          >
            {t`Open the theme customizer`}
          </button>
        </div>
      )}
    </div>
  );
}
