import { fillMessage, SERVER_MESSAGES, UNTRANSLATED_CODE, type MessageValues, type ServerMessage } from '@/shared/server-messages';

/** What a refusal says: a sentence of SERVER_MESSAGES (translatable by its id) or, for operators only, plain English. */
export type Sentence = ServerMessage | string;

/**
 * An error whose message is a sentence for the user (English, values filled in) and whose status
 * is the answer's; `code` is the sentence's id, so the client can show it in the person's language.
 */
export class HttpError extends Error {
  readonly code: string;
  readonly values: MessageValues | undefined;

  constructor(
    readonly statusCode: number,
    sentence: Sentence,
    values?: MessageValues,
  ) {
    super(typeof sentence === 'string' ? sentence : fillMessage(sentence.message, values));
    this.code = typeof sentence === 'string' ? UNTRANSLATED_CODE : sentence.id;
    this.values = typeof sentence === 'string' ? undefined : values;
  }
}

export const badRequest = (sentence: Sentence, values?: MessageValues) => new HttpError(400, sentence, values);
export const unauthorized = (sentence: Sentence = SERVER_MESSAGES.loginRequired, values?: MessageValues) => new HttpError(401, sentence, values);
export const forbidden = (sentence: Sentence = SERVER_MESSAGES.notAllowed, values?: MessageValues) => new HttpError(403, sentence, values);
export const notFound = (sentence: Sentence, values?: MessageValues) => new HttpError(404, sentence, values);
export const conflict = (sentence: Sentence, values?: MessageValues) => new HttpError(409, sentence, values);
