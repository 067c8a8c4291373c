import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, languageChoiceAtom, localeAtom } from '@/client/lib/i18n/language';
import { TYPEAHEAD_RESET_MS } from '@/client/lib/hooks/use-typeahead';
import { HeaderLanguagePicker } from './language-picker';

afterEach(() => activateLocale('en'));

function renderPicker() {
  const store = createStore();
  render(
    <Provider store={store}>
      <HeaderLanguagePicker />
    </Provider>,
  );
  return { store, button: screen.getByRole('button', { name: 'Language' }) };
}

const focused = () => document.activeElement?.textContent;

describe('the header’s language menu', () => {
  it('lists each language in itself, the current one marked', async () => {
    const user = userEvent.setup();
    const { button } = renderPicker();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const entries = screen.getAllByRole('button').filter((entry) => entry !== button);
    expect(entries.map((entry) => [entry.textContent, entry.lang, entry.getAttribute('aria-current')])).toEqual([
      ['English', 'en', 'true'],
      ['Deutsch', 'de', null],
      ['العربية', 'ar', null],
    ]);
  });

  it('moves to the language a typed letter names, resets after a pause, and switches on Enter', async () => {
    const user = userEvent.setup();
    const { store, button } = renderPicker();
    await user.click(button);
    await user.keyboard('e');
    expect(focused()).toBe('English');
    await user.keyboard('d');
    // "ed" names no language: the letters add up while typed quickly.
    expect(focused()).toBe('English');
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('d');
    expect(focused()).toBe('Deutsch');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.get(localeAtom)).toBe('de'));
    expect(store.get(languageChoiceAtom)).toBe('de');
    expect(screen.queryByText('العربية')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sprache' }));
  });
});
