import type { ApiEnvelope, ErrorEnvelope } from '@/shared/contract/envelope';
import { fillMessage, UNTRANSLATED_CODE, type MessageValues } from '@/shared/server-messages';
import type { Sentence } from './http-error';

/** A success: a sentence a person is shown comes with its code, as a failure's does (fail below). */
export function ok<T>(data: T, sentence: Sentence = 'OK'): ApiEnvelope<T> {
  return typeof sentence === 'string' ? { success: true, message: sentence, data } : { success: true, message: sentence.message, data, code: sentence.id };
}

/**
 * A failure: the English sentence as `message`, its SERVER_MESSAGES id as `code` (and the values
 * it was filled with), so a client can say it in the person's language. A plain string is an
 * operator's sentence (health, metrics): its code says there is no translation.
 */
export function fail(sentence: Sentence, values?: MessageValues): ErrorEnvelope {
  if (typeof sentence === 'string') return refusal(sentence, UNTRANSLATED_CODE);
  return refusal(fillMessage(sentence.message, values), sentence.id, values);
}

/** A failure whose English sentence is already written out (an HttpError's, a validation detail). */
export function refusal(message: string, code: string, values?: MessageValues): ErrorEnvelope {
  return values ? { success: false, message, data: null, code, values } : { success: false, message, data: null, code };
}
