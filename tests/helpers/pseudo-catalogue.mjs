// The pseudo-locale: every English message accented and made about 40 % longer, inside [ ],
// so a browser test can see text that does not come from the catalogue (it stays plain
// ASCII) and text that a longer language would cut off (the brackets go missing).
// `npm run i18n:extract` runs this after Lingui's extractor; check-catalogues.mjs holds
// pseudo.po to what it makes.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { pathToFileURL } from 'node:url';

const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđēƒĝĥĩĵķĺɱńōƥɋŕśţũṽŵẋŷžÀƁÇĐĒƑĜĤĨĴĶĹṀŃŌƤɊŔŚŢŨṼŴẊŶŽ'][i]]),
);

/** Accents the literal text of an ICU message; arguments, plural/select keys, # and <0> tags stay as they are. */
function accent(message) {
  let out = '';
  let i = 0;
  const copyUntilClose = () => {
    // a simple argument or a formatted one ({name}, {n, number}): copied whole
    let depth = 0;
    do {
      if (message[i] === '{') depth++;
      if (message[i] === '}') depth--;
      out += message[i++];
    } while (depth > 0 && i < message.length);
  };
  const pluralOrSelect = () => {
    // {count, plural, one {…} other {…}}: header and keys copied, each option's text accented
    const header = message.slice(i).match(/^\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/);
    if (!header) return false;
    out += header[0];
    i += header[0].length;
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') {
        let depth = 0;
        let j = i;
        do {
          if (message[j] === '{') depth++;
          if (message[j] === '}') depth--;
          j++;
        } while (depth > 0 && j < message.length);
        out += `{${accent(message.slice(i + 1, j - 1))}}`;
        i = j;
      } else out += message[i++];
    }
    out += message[i++] ?? '';
    return true;
  };
  while (i < message.length) {
    const c = message[i];
    if (c === '{') {
      if (!pluralOrSelect()) copyUntilClose();
    } else if (c === '<') {
      const end = message.indexOf('>', i);
      out += message.slice(i, end + 1);
      i = end + 1;
    } else if (c === "'") {
      out += c;
      i++;
    } else {
      out += ACCENTED[c] ?? c;
      i++;
    }
  }
  return out;
}

/** "Save" → "[Śàṽē···]": accented, about 40 % longer (at least 2), bracketed. */
export function pseudoMessage(message) {
  const padding = Math.max(2, Math.round(message.replace(/\{[^{}]*\}|<\/?\d+>/g, '').length * 0.4));
  return `[${accent(message)}${'·'.repeat(padding)}]`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = getConfig({ cwd: process.cwd() });
  const [catalog] = await getCatalogs(config);
  const messages = (await catalog.read('pseudo')) ?? {};
  // A message with an explicit id (the server's sentences, src/shared/server-messages.ts) keeps
  // its English only in the source catalogue: accent that, not the id.
  const source = (await catalog.read(config.sourceLocale)) ?? {};
  for (const [id, entry] of Object.entries(messages)) entry.translation = pseudoMessage(entry.message ?? (source[id]?.translation || id));
  await catalog.write('pseudo', messages);
  console.log(`pseudo: ${Object.keys(messages).length} messages`);
}
