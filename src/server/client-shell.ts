// The PWA's shell (index.html) as the server answers a navigation. A first visit to the
// catalogue paints a coupon banner last (Lighthouse's largest paint). The file holds
// the catalogue's first-paint frame in a <template>: on the catalogue's paths it goes into #root,
// with the first cards' banners in it, the very sources the cards use (and preloaded from the
// head), so the banners show as soon as they arrive instead of once the script has run and
// rendered; the app's cards then take their place with the same images. Every other path keeps
// the file's own frame, but a box's page, which gets its own (box-frame.ts). The service worker's
// precached shell is the plain file: a returning visitor's banners come from its cache anyway.
import { CATALOGUE_PATHS } from '@/shared/catalogue-paths';
import { bannerSources } from '@/shared/image-urls';
import { apiUrl, SHELL_API } from '@/shared/shell-api-paths';
import { acceptedLanguages, localeDir, localeFromAddress, matchLocale, type Locale } from '@/shared/locales';
import type { PublicBoxFacts } from '@/shared/box-frame-words';
import type { CatalogueAnswer, CatalogueCache } from './modules/coupons/catalogue.service';
import { boxCodeOf, fillBoxFrame, takeBoxFrame, type BoxFrame } from './box-frame';


/** A cold list or box is not worth holding the HTML (and so the script) back longer than this. */
const FRAME_WAIT_MS = 100;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const CATALOGUE_FRAME = /\s*<template id="catalogue-frame">([\s\S]*?)<\/template>/;
// The plain frame is one line of index.html: <div id="root">…</div>.
const ROOT = /<div id="root">.*<\/div>$/m;
const HTML_TAG = /<html lang="en" dir="ltr">/;
// A card frame's banner area, in order: the first cards' banners replace it.
const LEAD_BANNER_SLOT = /<div data-lead-banner class="([^"]*)"><\/div>/g;

// The catalogue's list leaves with the HTML instead of after the script: the largest paint, a
// coupon banner, waits for it. Same request as the catalogue's own call (GET, cors, credentials
// included: lib/api/api-client.ts), so the browser hands it this answer rather than asking twice.
// Only on the catalogue's paths: another screen does not show the list, and a dashboard that
// downloads it competes with its own figures for the phone's connection.
const LIST_PRELOAD = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${apiUrl(SHELL_API.catalogue)}" />`;
// Before the head's first link or script, so it leaves first.
const HEAD_FIRST_REQUEST = /<link |<script |<\/head>/;

/** The file without the templates, and with the catalogue's frame in #root and the list's preload (the frame the same when the file has none). */
function splitFrames(indexHtml: string): { plain: string; catalogue: string; box: BoxFrame | undefined } {
  const { rest, frame: box } = takeBoxFrame(indexHtml);
  const frame = CATALOGUE_FRAME.exec(rest)?.[1];
  const plain = rest.replace(CATALOGUE_FRAME, '');
  const preloaded = plain.replace(HEAD_FIRST_REQUEST, (first) => `${LIST_PRELOAD}\n    ${first}`);
  if (frame === undefined || !ROOT.test(plain)) return { plain, catalogue: preloaded, box };
  return { plain, catalogue: preloaded.replace(ROOT, () => `<div id="root">${frame}</div>`), box };
}

/** A box's public facts by its stored code, null when no box has it. */
export type BoxFactsLookup = (code: string) => Promise<PublicBoxFacts | null>;

/** Waits for `answer` up to FRAME_WAIT_MS: undefined when it is late or fails (the page opens all the same). */
async function inTime<T>(answer: () => Promise<T> | T): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const tooLate = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), FRAME_WAIT_MS);
    });
    return await Promise.race([answer(), tooLate]);
  } catch {
    // The database away: the page still opens (its data comes from the last good copy or the device).
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export function createClientShell(indexHtml: string, catalogue: Pick<CatalogueCache, 'get'>, boxFacts: BoxFactsLookup = async () => null) {
  const frames = splitFrames(indexHtml);
  let made: { etag: string; html: string } | undefined;

  const withLeadBanners = (answer: CatalogueAnswer): string => {
    if (made?.etag !== answer.etag) {
      const preloads = answer.leadBanners.flatMap((name) => {
        if (!name) return [];
        const { src, srcSet } = bannerSources(name);
        // fetchpriority as the card's own <img> has it: an image preload is Low otherwise, and a
        // browser may hold Low requests back while the head's script and stylesheet load.
        return [`<link rel="preload" as="image" href="${escapeAttribute(src)}" imagesrcset="${escapeAttribute(srcSet)}" fetchpriority="high" />`];
      });
      let card = 0;
      const html = frames.catalogue.replace(LEAD_BANNER_SLOT, (slot, classes: string) => {
        const name = answer.leadBanners[card++];
        if (!name) return slot;
        const { src, srcSet } = bannerSources(name);
        return `<img src="${escapeAttribute(src)}" srcset="${escapeAttribute(srcSet)}" fetchpriority="high" alt="" class="${classes} w-full object-cover" />`;
      });
      made = { etag: answer.etag, html: html.replace('</head>', `${preloads.join('')}</head>`) };
    }
    return made.html;
  };

  /**
   * The shell for a navigation to `pathname` (`search`: its query; `acceptLanguage`: the
   * request's header): the plain frame unless it is the catalogue or a box's page, in the language and
   * direction the app will open in. A navigation the server answers is one the service worker
   * did not (a first visit, mostly), where no language has been chosen on the device yet: the
   * app takes `?lang=` or the browser's languages, the ones this header lists, so an Arabic
   * browser's frame is right to left from its first paint instead of turning over with the app.
   */
  return async function shellFor(pathname: string, { search = '', acceptLanguage }: { search?: string; acceptLanguage?: string } = {}): Promise<string> {
    const locale = localeFromAddress(search) ?? matchLocale(acceptedLanguages(acceptLanguage));
    const html = (await boxPageFor(pathname, locale)) ?? (await frameFor(pathname));
    return locale === 'en' ? html : html.replace(HTML_TAG, `<html lang="${locale === 'pseudo' ? 'en' : locale}" dir="${localeDir(locale)}">`);
  };

  async function frameFor(pathname: string): Promise<string> {
    if (!CATALOGUE_PATHS.has(pathname)) return frames.plain;
    const answer = await inTime(() => catalogue.get());
    return answer ? withLeadBanners(answer) : frames.catalogue;
  }

  /** A box page's frame, with its facts: null (the plain frame) for a code that does not check, no box, or no answer in time. */
  async function boxPageFor(pathname: string, locale: Locale): Promise<string | null> {
    const code = frames.box && ROOT.test(frames.plain) ? boxCodeOf(pathname) : null;
    if (!code) return null;
    const facts = await inTime(() => boxFacts(code));
    const frame = facts && fillBoxFrame(frames.box!, locale, code, facts);
    return frame ? frames.plain.replace(ROOT, () => `<div id="root">${frame}</div>`) : null;
  }
}
