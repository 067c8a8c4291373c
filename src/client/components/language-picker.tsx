// The language of this device, in the header of every page and in settings. In a header it is
// an icon button opening a menu of the languages; in a form it is a labelled select.
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId } from 'react';
import { activateLocale, languageChoiceAtom, localeAtom } from '@/client/lib/i18n/language';
import { useDropdown } from '@/client/lib/hooks/use-dropdown';
import { LOCALE_NAMES, LOCALES, isLocale } from '@/shared/locales';
import { Icon } from './icon';

function useLanguage() {
  const locale = useAtomValue(localeAtom);
  const [, choose] = useAtom(languageChoiceAtom);
  const change = async (value: string) => {
    if (!isLocale(value)) return;
    // The catalogue first, then the switch: the screen never shows message ids.
    await activateLocale(value);
    choose(value);
  };
  return { locale, change };
}

const options = LOCALES.map((code) => (
  <option key={code} value={code} lang={code}>
    {LOCALE_NAMES[code]}
  </option>
));

// The app renders anew in the new language: the new menu's button takes the focus back.
let refocusAfterSwitch = false;

// A menu, not a native select: an open select's list takes typed letters by the browser's own
// rules, out of the page's reach, and type-ahead here must work as in every other menu.
export function HeaderLanguagePicker() {
  const { t } = useLingui();
  const { locale, change } = useLanguage();
  const { open, close, toggle, onKeyDown, root, button, panel } = useDropdown();
  const panelId = useId();
  useEffect(() => {
    if (!refocusAfterSwitch) return;
    refocusAfterSwitch = false;
    button.current?.focus();
  }, [button]);
  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown} data-testid="language-menu">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-square min-h-11 min-w-11"
        aria-label={t`Language`}
        title={t`Language`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name="language" />
      </button>
      {open && (
        <div ref={panel} id={panelId} className="absolute end-0 top-full z-40 mt-2 w-44 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg">
          <ul className="menu w-full p-0">
            {LOCALES.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  lang={code}
                  aria-current={code === locale ? 'true' : undefined}
                  className={code === locale ? 'menu-active' : ''}
                  onClick={() => {
                    close();
                    button.current?.focus();
                    refocusAfterSwitch = code !== locale;
                    void change(code);
                  }}
                >
                  {LOCALE_NAMES[code]}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function LanguageField() {
  const { t } = useLingui();
  const { locale, change } = useLanguage();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t`Language`}
      </label>
      <select id={id} className="select min-h-11 w-full max-w-xs" value={locale} onChange={(event) => void change(event.target.value)}>
        {options}
      </select>
    </div>
  );
}
