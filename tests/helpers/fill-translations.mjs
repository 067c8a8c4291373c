// Fills translations into the catalogues. Usage:
//   npm run i18n:fill -- /tmp/my-translations.json
// The JSON: { "de": { "<English source message exactly as in the .po msgid>": "<German>" }, "ar": { ...: "<Arabic>" } }
// Fills those msgstr in src/client/locales/<locale>.po through Lingui's own catalogue API; prints
// source messages it could not find (run `npm run i18n:extract` first so they exist).
import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const wanted = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const config = getConfig({ cwd: process.cwd() });
const [catalog] = await getCatalogs(config);
for (const [locale, bySource] of Object.entries(wanted)) {
  const messages = (await catalog.read(locale)) ?? {};
  const byMessage = new Map(Object.entries(messages).map(([id, m]) => [m.message ?? id, id]));
  let filled = 0;
  for (const [source, translation] of Object.entries(bySource)) {
    const id = byMessage.get(source);
    if (!id) { console.log(`${locale}: not in the catalogue (extract first?): ${JSON.stringify(source)}`); continue; }
    messages[id].translation = translation;
    filled++;
  }
  await catalog.write(locale, messages);
  console.log(`${locale}: ${filled} filled`);
}
