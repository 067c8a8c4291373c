// The box page's first-paint frame (/b/<code>, what a phone camera opens from a label): the
// page's heading, its line on what Rebox boxes are and the facts card's sentences, in the
// visitor's language, laid out with the app's classes (index.html's <template id="box-frame">),
// so the sentence of what the box earns, the page's largest paint, shows before the script has
// run; the app's page then takes its place where the frame's was. Only public facts are in it.
import { formatBoxCode, isValidBoxCode, normalizeBoxCode } from '@/shared/box-codes';
import { boxFrameSentences, type BoxFrameWords, type PublicBoxFacts } from '@/shared/box-frame-words';
import type { Locale } from '@/shared/locales';
import { PATHS } from '@/shared/screen-paths';

const BOX_FRAME = /\s*<template id="box-frame">([\s\S]*?)<\/template>/;
const WORDS = /<script type="application\/json" data-box-frame-words>([\s\S]*?)<\/script>/;
// A slot the words go into; an empty element inside it is the one the app sets the <0> part in.
const SLOT = /<(\w+) data-frame-word="(\w+)"([^>]*)>(.*?)<\/\1>/g;
const INNER = /^<(\w+)([^>]*)><\/\1>$/;
const BOX_PATH = new RegExp(`^${PATHS.box.replace(':code', '([^/]+)')}$`);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface BoxFrame {
  markup: string;
  words: BoxFrameWords;
}

/** The file without the box frame's template, and the frame (undefined when the file has none). */
export function takeBoxFrame(indexHtml: string): { rest: string; frame: BoxFrame | undefined } {
  const template = BOX_FRAME.exec(indexHtml)?.[1];
  const rest = indexHtml.replace(BOX_FRAME, '');
  const json = template && WORDS.exec(template)?.[1];
  if (!template || !json) return { rest, frame: undefined };
  return { rest, frame: { markup: template.replace(WORDS, '').replace(/<!--[\s\S]*?-->/g, '').trim(), words: JSON.parse(json) as BoxFrameWords } };
}

/** The stored code a box page's path names, or null when it is not one that checks (the app says so itself). */
export function boxCodeOf(pathname: string): string | null {
  const typed = BOX_PATH.exec(pathname)?.[1];
  if (!typed) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(typed);
  } catch {
    return null;
  }
  return isValidBoxCode(decoded) ? normalizeBoxCode(decoded) : null;
}

/** The frame with the box's sentences in `locale`, or null when that language's words are missing. */
export function fillBoxFrame(frame: BoxFrame, locale: Locale, code: string, facts: PublicBoxFacts): string | null {
  const sentences = boxFrameSentences(frame.words, locale, formatBoxCode(code), facts);
  if (!sentences) return null;
  return frame.markup.replace(SLOT, (slot, tag: string, name: string, attributes: string, inner: string) => {
    const sentence = sentences[name as keyof typeof sentences];
    if (sentence === undefined) return slot;
    const [, innerTag, innerAttributes] = INNER.exec(inner) ?? [];
    const html = escapeHtml(sentence).replace(/&lt;0&gt;(.*?)&lt;\/0&gt;/g, (_, part: string) => (innerTag ? `<${innerTag}${innerAttributes}>${part}</${innerTag}>` : part));
    return `<${tag}${attributes}>${html}</${tag}>`;
  });
}
