// The theme customizer (spec section 2): every layout preference, each applied at once and
// kept in IndexedDB. The menu layout choice exists only where there is room for it (xl+).
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Modal } from '@/client/components/modal';
import { useMinWidth } from '@/client/lib/use-media-query';
import { CONTENT_WIDTHS, FOOTER_TYPES, MENU_TYPES, NAVBAR_TYPES, SKINS, customizerOpenAtom, layoutAtom, setLayoutAtom } from '../atoms';
import { ChoiceGroup, Toggle } from './choice-controls';

export const CUSTOMIZER_TITLE = 'Theme customizer';

export function ThemeCustomizer() {
  const [open, setOpen] = useAtom(customizerOpenAtom);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={CUSTOMIZER_TITLE} placement="end" boxClassName="w-80 max-w-[90vw]" testId="theme-customizer">
      <CustomizerSettings />
    </Modal>
  );
}

export function CustomizerSettings() {
  const prefs = useAtomValue(layoutAtom);
  const set = useSetAtom(setLayoutAtom);
  const wide = useMinWidth('xl');
  return (
    <div className="flex flex-col gap-2">
      <ChoiceGroup legend="Skin" options={SKINS} value={prefs.skin} onChange={(skin) => set({ skin })} />
      <ChoiceGroup
        legend="Theme"
        options={['light', 'dark'] as const}
        value={prefs.darkMode ? 'dark' : 'light'}
        onChange={(theme) => set({ darkMode: theme === 'dark' })}
      />
      <Toggle label="Semi dark" checked={prefs.semiDarkMode} onChange={(semiDarkMode) => set({ semiDarkMode })} />
      <Toggle label="RTL" checked={prefs.isRTL} onChange={(isRTL) => set({ isRTL })} />
      <ChoiceGroup legend="Content width" options={CONTENT_WIDTHS} value={prefs.contentWidth} onChange={(contentWidth) => set({ contentWidth })} />
      {wide && <ChoiceGroup legend="Menu layout" options={MENU_TYPES} value={prefs.type} onChange={(type) => set({ type })} />}
      <Toggle label="Menu collapsed" checked={prefs.isCollapsed} onChange={(isCollapsed) => set({ isCollapsed })} />
      <Toggle label="Menu hidden" checked={prefs.menuHidden} onChange={(menuHidden) => set({ menuHidden })} />
      <ChoiceGroup legend="Navbar type" options={NAVBAR_TYPES} value={prefs.navBarType} onChange={(navBarType) => set({ navBarType })} />
      <ChoiceGroup legend="Footer type" options={FOOTER_TYPES} value={prefs.footerType} onChange={(footerType) => set({ footerType })} />
    </div>
  );
}
