// Fills translations into the catalogues. Usage:
//   npm run i18n:fill -- /tmp/my-translations.json
// The JSON: { "de": { "<English source message exactly as in the .po msgid>": "<German>" }, "ar": { ...: "<Arabic>" } }
// A message that appears with more than one context (msgctxt, e.g. "Joined" as an event status
// and elsewhere) is named as gettext's JSON does, "<context>\u0004<message>"; given without its
// context it is left alone and listed, never written into every context at once.
// Fills those msgstr in src/client/locales/<locale>.po through Lingui's own catalogue API; prints
// source messages it could not find (run `npm run i18n:extract` first so they exist).
import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const CONTEXT_SEPARATOR = '\u0004';
const wanted = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const config = getConfig({ cwd: process.cwd() });
const [catalog] = await getCatalogs(config);
for (const [locale, bySource] of Object.entries(wanted)) {
  const messages = (await catalog.read(locale)) ?? {};
  // Source text -> every catalogue entry with that text, one per context.
  const bySourceText = new Map();
  for (const [id, entry] of Object.entries(messages)) {
    const text = entry.message ?? id;
    bySourceText.set(text, [...(bySourceText.get(text) ?? []), { id, context: entry.context ?? null }]);
  }
  let filled = 0;
  for (const [key, translation] of Object.entries(bySource)) {
    const [context, source] = key.includes(CONTEXT_SEPARATOR) ? key.split(CONTEXT_SEPARATOR, 2) : [undefined, key];
    const entries = bySourceText.get(source) ?? [];
    const matches = context === undefined ? entries : entries.filter((entry) => entry.context === context);
    if (matches.length === 0) {
      console.log(`${locale}: not in the catalogue (extract first?): ${JSON.stringify(key)}`);
      continue;
    }
    if (matches.length > 1) {
      const contexts = matches.map((entry) => JSON.stringify(entry.context ?? '(none)')).join(', ');
      console.log(`${locale}: ${JSON.stringify(source)} has several contexts (${contexts}): name one as "<context>\\u0004${source}"; not filled`);
      continue;
    }
    messages[matches[0].id].translation = translation;
    filled++;
  }
  await catalog.write(locale, messages);
  console.log(`${locale}: ${filled} filled`);
}
