// A build plugin of vite.config.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { BOX_FRAME_MESSAGES, type BoxFrameWords } from '../shared/box-frame-words';
import type { Locale } from '../shared/locales';

// From the project's root, where the build and the tests run (as lingui.config.ts's rootDir).
const LOCALES_DIR = path.resolve('src/client/locales');
const TRANSLATED: Exclude<Locale, 'en'>[] = ['de', 'ar', 'pseudo'];
/** Where index.html's box frame takes its words (server/box-frame.ts reads them back). */
export const BOX_FRAME_WORDS_MARK = '<!--box-frame-words-->';

/**
 * The box frame's messages in every language, from the app's catalogues: English is the source
 * the code writes, the others are the catalogues' translations of that msgid. A message the
 * catalogues do not hold is an error: the app's words changed and the frame's list did not.
 */
export async function boxFrameWords(localesDir = LOCALES_DIR): Promise<BoxFrameWords> {
  const entries = Object.entries(BOX_FRAME_MESSAGES);
  const words: BoxFrameWords = { en: Object.fromEntries(entries.map(([name, source]) => [name, compileMessage(source)])) };
  const po = formatter({ lineNumbers: false });
  for (const locale of TRANSLATED) {
    const file = path.join(localesDir, `${locale}.po`);
    const catalogue = (await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file })) ?? {};
    const messages: Messages = {};
    for (const [name, source] of entries) {
      const translation = catalogue[generateMessageId(source)]?.translation;
      if (!translation) throw new Error(`${locale}.po has no translation of the box frame's "${source}" (src/shared/box-frame-words.ts names the app's messages as its code writes them).`);
      messages[name] = compileMessage(translation);
    }
    words[locale] = messages;
  }
  return words;
}

/** index.html's box frame with its words in it, as JSON the page never runs (the template's content is inert). */
export function boxFrameWordsPlugin(): Plugin {
  return {
    name: 'rebox-box-frame-words',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(BOX_FRAME_WORDS_MARK)) return html;
        const json = JSON.stringify(await boxFrameWords()).replace(/</g, '\\u003c');
        return html.replace(BOX_FRAME_WORDS_MARK, () => `<script type="application/json" data-box-frame-words>${json}</script>`);
      },
    },
  };
}
