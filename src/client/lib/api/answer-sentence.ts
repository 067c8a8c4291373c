// The server answers a failure with its English sentence, the sentence's stable id as `code` and
// the values filled into it (src/shared/server-messages.ts). This is the one place that turns
// such an answer into the sentence a person reads: in English as it came, in another language
// from the catalogue (which has every server sentence: src/shared is in lingui.config.ts).
import { i18n } from '@lingui/core';

export interface FailedAnswer {
  message?: unknown;
  code?: unknown;
  values?: unknown;
}

/**
 * The answer's sentence in the active language; the English one for a code the catalogue does
 * not know (an older or newer server, an operator's answer) and in English, whose catalogue is
 * empty (English is compiled into the code); null when the answer has no sentence.
 */
export function answerSentence(answer: FailedAnswer | null | undefined): string | null {
  const { message, code, values } = answer ?? {};
  if (typeof message !== 'string' || !message) return null;
  return typeof code === 'string' && Object.hasOwn(i18n.messages, code)
    ? // The ids are in the catalogue already (server-messages.ts): nothing here for the extractor.
      // lingui-extract-ignore
      i18n._(code, values as Record<string, string | number> | undefined, { message })
    : message;
}
