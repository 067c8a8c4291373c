// The theme customizer (spec section 2): every layout preference, each applied at once and
// kept in IndexedDB. The menu layout and the profile card exist only where there is room for
// them (xl+).
// What a person looks for first (theme, direction, skin) comes first; the admin template's
// frame options (content width, menu hidden, navbar and footer types) wait under "Advanced".
// It opens from the header (never a button floating over the page's content).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Modal } from '@/client/components/modal';
import { useMinWidth } from '@/client/lib/hooks/use-media-query';
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  MENU_TYPES,
  NAVBAR_TYPES,
  SKINS,
  customizerOpenAtom,
  effectiveLayoutAtom,
  resetLayoutAtom,
  setLayoutAtom,
} from '../atoms';
import { ChoiceGroup, Toggle } from './choice-controls';

export const CUSTOMIZER_TITLE = msg`Theme customizer`;

// Every choice's words, translated where shown (ChoiceGroup).
const CHOICE_LABELS = {
  light: msg`Light`,
  dark: msg`Dark`,
  default: msg`Default`,
  bordered: msg`Bordered`,
  full: msg`Full`,
  boxed: msg`Boxed`,
  vertical: msg`Vertical`,
  horizontal: msg`Horizontal`,
  sticky: msg`Sticky`,
  static: msg`Static`,
  floating: msg`Floating`,
  hidden: msg`Hidden`,
};

export function ThemeCustomizer() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(customizerOpenAtom);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={t(CUSTOMIZER_TITLE)} placement="end" boxClassName="w-80 max-w-[90vw]" testId="theme-customizer">
      <CustomizerSettings />
    </Modal>
  );
}

export function CustomizerSettings() {
  const prefs = useAtomValue(effectiveLayoutAtom);
  const set = useSetAtom(setLayoutAtom);
  const reset = useSetAtom(resetLayoutAtom);
  const wide = useMinWidth('xl');
  const { t } = useLingui();
  const labels = Object.fromEntries(Object.entries(CHOICE_LABELS).map(([key, label]) => [key, t(label)]));
  return (
    <div className="flex flex-col gap-2">
      <ChoiceGroup
        legend={t`Theme`}
        labels={labels}
        options={['light', 'dark'] as const}
        value={prefs.darkMode ? 'dark' : 'light'}
        onChange={(theme) => set({ darkMode: theme === 'dark' })}
      />
      <Toggle label={t`RTL`} checked={prefs.isRTL} onChange={(isRTL) => set({ isRTL })} />
      <ChoiceGroup legend={t`Skin`} labels={labels} options={SKINS} value={prefs.skin} onChange={(skin) => set({ skin })} />
      <Toggle label={t`Semi dark`} checked={prefs.semiDarkMode} onChange={(semiDarkMode) => set({ semiDarkMode })} />
      {wide && <ChoiceGroup legend={t`Menu layout`} labels={labels} options={MENU_TYPES} value={prefs.type} onChange={(type) => set({ type })} />}
      {wide && <Toggle label={t`Profile card in the header`} checked={prefs.rightMenuCard} onChange={(rightMenuCard) => set({ rightMenuCard })} />}
      <Toggle label={t`Menu collapsed`} checked={prefs.isCollapsed} onChange={(isCollapsed) => set({ isCollapsed })} />
      <details className="rounded-box border border-base-300 px-3" data-testid="customizer-advanced">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">{t`Advanced`}</summary>
        <div className="flex flex-col gap-2 pb-3">
          <ChoiceGroup legend={t`Content width`} labels={labels} options={CONTENT_WIDTHS} value={prefs.contentWidth} onChange={(contentWidth) => set({ contentWidth })} />
          <Toggle label={t`Menu hidden`} checked={prefs.menuHidden} onChange={(menuHidden) => set({ menuHidden })} />
          <ChoiceGroup legend={t`Navbar type`} labels={labels} options={NAVBAR_TYPES} value={prefs.navBarType} onChange={(navBarType) => set({ navBarType })} />
          <ChoiceGroup legend={t`Footer type`} labels={labels} options={FOOTER_TYPES} value={prefs.footerType} onChange={(footerType) => set({ footerType })} />
        </div>
      </details>
      <button type="button" className="btn btn-outline mt-2 min-h-11" onClick={() => reset()}>
        {t`Reset to defaults`}
      </button>
      <p className="text-xs opacity-80">{t`Reset also makes the theme follow your device’s light or dark setting again.`}</p>
    </div>
  );
}
