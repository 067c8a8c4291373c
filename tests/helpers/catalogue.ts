// What a person reads in a language: a source message's translation from src/client/locales,
// so browser tests find buttons and headings in German or Arabic without copying the words.
import { readFileSync } from 'node:fs';

const catalogues = new Map<string, Map<string, string>>();

/** The PO strings of one entry joined, with their escapes undone. */
const unquote = (lines: string[]) => lines.map((l) => JSON.parse(l.slice(l.indexOf('"'))) as string).join('');

function read(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of readFileSync(`src/client/locales/${locale}.po`, 'utf8').split(/\n\n+/)) {
    const lines = block.split('\n').filter((l) => !l.startsWith('#') && l.includes('"'));
    const idAt = lines.findIndex((l) => l.startsWith('msgid '));
    const strAt = lines.findIndex((l) => l.startsWith('msgstr '));
    if (idAt < 0 || strAt < 0) continue;
    entries.set(unquote(lines.slice(idAt, strAt).map((l) => l.replace(/^msgid /, ''))), unquote(lines.slice(strAt).map((l) => l.replace(/^msgstr /, ''))));
  }
  return entries;
}

/** `english` in `locale` (English itself for "en"); throws when the catalogue lacks it. */
export function translated(locale: string, english: string): string {
  if (locale === 'en') return english;
  if (!catalogues.has(locale)) catalogues.set(locale, read(locale));
  const text = catalogues.get(locale)!.get(english);
  if (!text) throw new Error(`${locale}.po has no translation of ${JSON.stringify(english)}`);
  return text;
}
