// Part of `npm run lint`: every message the code uses is in every language's catalogue and
// translated there, and no catalogue keeps a message the code no longer uses. Lingui's own
// extractor reads the code; its catalogue reader reads src/client/locales/*.po.
// Fix a failure with `npm run i18n:extract`, then translate what it added.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { pseudoMessage } from './pseudo-catalogue.mjs';

const config = getConfig({ cwd: process.cwd() });
const translated = config.locales.filter((locale) => locale !== config.sourceLocale);
const problems = [];
for (const catalog of await getCatalogs(config)) {
  const used = await catalog.collect();
  if (!used) throw new Error('Extracting messages from the code failed (see above).');
  const stored = await catalog.readAll();
  for (const locale of [config.sourceLocale, ...translated]) {
    const messages = stored[locale] ?? {};
    for (const [id, message] of Object.entries(used)) {
      if (!(id in messages)) problems.push(`${locale}: not in the catalogue: "${message.message ?? id}"`);
      else if (locale !== config.sourceLocale && !messages[id].translation) problems.push(`${locale}: not translated: "${message.message ?? id}"`);
      else if (locale === 'pseudo' && messages[id].translation !== pseudoMessage(message.message ?? id)) problems.push(`pseudo: out of date: "${message.message ?? id}"`);
    }
    for (const [id, message] of Object.entries(messages)) {
      if (!(id in used) && !message.obsolete) problems.push(`${locale}: no longer used: "${message.message ?? id}"`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Catalogues out of step with the code (${problems.length}); run \`npm run i18n:extract\` and translate:\n  ${problems.slice(0, 40).join('\n  ')}`);
  process.exit(1);
}
console.log(`Catalogues: every message translated in ${translated.join(', ')}.`);
