// The language of this device, in the header of every page and in settings. In a header it
// is an icon with the phone's own list over it (a native select: keyboard, screen readers and
// the phone's picker for free, 44 px wide); in a form it is a labelled select.
// The select covers the button border and all (-inset-px): the touch target is the full 44 px.
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import { activateLocale, languageChoiceAtom, localeAtom } from '@/client/lib/i18n/language';
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

export function HeaderLanguagePicker() {
  const { t } = useLingui();
  const { locale, change } = useLanguage();
  return (
    <label className="btn btn-ghost btn-square relative min-h-11 min-w-11" title={t`Language`}>
      <Icon name="language" />
      <select
        aria-label={t`Language`}
        className="absolute -inset-px cursor-pointer opacity-0"
        value={locale}
        onChange={(event) => void change(event.target.value)}
      >
        {options}
      </select>
    </label>
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
