// The words of the box page's first-paint frame (server/box-frame.ts): the app's own messages,
// named here by their English source exactly as the box page and its facts card write them,
// which is each one's msgid in the catalogues. The build takes their translations from
// src/client/locales/*.po (src/build/box-frame-words.ts) and fails when one is not there, so
// the frame cannot say other words than the app does.
import { setupI18n, type Messages } from '@lingui/core';
import { formattingLocale, type Locale } from './locales';

export const BOX_FRAME_MESSAGES = {
  title: 'A Rebox box',
  intro: "Rebox boxes are shipping boxes that come back: hand one in when it is empty, and it goes out again with someone else's order.",
  box: 'Box <0>{printed}</0>',
  returnable: 'Hand this box in at a return point and earn <0>{points}</0>. Staff scan your personal code and this box: the points are yours.',
  notOut: 'This box is not out with anyone just now: there is nothing to hand in. Thank you for checking.',
  // formatPoints (client/lib/format/format.ts).
  points: '{value, plural, one {# point} other {# points}}',
} as const;

export type BoxFrameWordName = keyof typeof BOX_FRAME_MESSAGES;
/** Per language, each message compiled (Lingui's compiled form, as the app's catalogues hold it). */
export type BoxFrameWords = Partial<Record<Locale, Messages>>;

/** The public facts the frame shows: never whose box it is or where it has been. */
export interface PublicBoxFacts {
  returnable: boolean;
  pointsForReturning: number;
}

/**
 * The frame's sentences in `locale`, as the app renders them; `<0>…</0>` marks the part the app
 * sets in its own element (the code, the points). Null when the language's words are missing.
 */
export function boxFrameSentences(words: BoxFrameWords, locale: Locale, printedCode: string, facts: PublicBoxFacts): Record<'title' | 'intro' | 'box' | 'facts', string> | null {
  const messages = words[locale];
  if (!messages || Object.keys(BOX_FRAME_MESSAGES).some((name) => !(name in messages))) return null;
  const i18n = setupI18n({ locale, locales: formattingLocale(locale), messages: { [locale]: messages } });
  const say = (name: BoxFrameWordName, values?: Record<string, unknown>) => i18n._(name, values);
  return {
    title: say('title'),
    intro: say('intro'),
    box: say('box', { printed: printedCode }),
    facts: facts.returnable ? say('returnable', { points: say('points', { value: facts.pointsForReturning }) }) : say('notOut'),
  };
}
