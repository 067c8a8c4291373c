import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { layoutAtom } from '../atoms';

/** From md up (spec section 9); sticky, static or hidden as the customizer says. */
export function Footer() {
  const { t } = useLingui();
  const { footerType } = useAtomValue(layoutAtom);
  if (footerType === 'hidden') return null;
  return (
    <footer
      data-testid="footer"
      className={`hidden border-t border-base-300 bg-base-100 px-6 py-4 text-sm text-base-content/70 md:block ${footerType === 'sticky' ? 'sticky bottom-0 z-10' : ''}`}
    >
      {t`Copyright © 2023 Rebox, All rights reserved.`}
    </footer>
  );
}
