// The PWA's shell (index.html) as the server answers a navigation. A first visit to the
// catalogue paints a coupon banner last (Lighthouse's largest paint). The file holds
// the catalogue's first-paint frame in a <template>: on the catalogue's paths it goes into #root,
// with the first cards' banners in it, the very sources the cards use (and preloaded from the
// head), so the banners show as soon as they arrive instead of once the script has run and
// rendered; the app's cards then take their place with the same images. Every other path keeps
// the file's own frame. The service worker's precached shell is the plain file: a returning
// visitor's banners come from its cache anyway.
import { CATALOGUE_PATHS } from '@/shared/catalogue-paths';
import { bannerSources } from '@/shared/image-urls';
import { apiUrl, SHELL_API } from '@/shared/shell-api-paths';
import { acceptedLanguages, localeDir, localeFromAddress, matchLocale } from '@/shared/locales';
import type { CatalogueAnswer, CatalogueCache } from './modules/coupons/catalogue.service';


/** A cold list is not worth holding the HTML (and so the script) back longer than this. */
const LIST_WAIT_MS = 100;

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

/** The file without the template, and with the catalogue's frame in #root and the list's preload (the frame the same when the file has none). */
function splitFrames(indexHtml: string): { plain: string; catalogue: string } {
  const frame = CATALOGUE_FRAME.exec(indexHtml)?.[1];
  const plain = indexHtml.replace(CATALOGUE_FRAME, '');
  const preloaded = plain.replace(HEAD_FIRST_REQUEST, (first) => `${LIST_PRELOAD}\n    ${first}`);
  if (frame === undefined || !ROOT.test(plain)) return { plain, catalogue: preloaded };
  return { plain, catalogue: preloaded.replace(ROOT, () => `<div id="root">${frame}</div>`) };
}

export function createClientShell(indexHtml: string, catalogue: Pick<CatalogueCache, 'get'>) {
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
   * request's header): the plain frame unless it is the catalogue, in the language and
   * direction the app will open in. A navigation the server answers is one the service worker
   * did not (a first visit, mostly), where no language has been chosen on the device yet: the
   * app takes `?lang=` or the browser's languages, the ones this header lists, so an Arabic
   * browser's frame is right to left from its first paint instead of turning over with the app.
   */
  return async function shellFor(pathname: string, { search = '', acceptLanguage }: { search?: string; acceptLanguage?: string } = {}): Promise<string> {
    const locale = localeFromAddress(search) ?? matchLocale(acceptedLanguages(acceptLanguage));
    const html = await frameFor(pathname);
    return locale === 'en' ? html : html.replace(HTML_TAG, `<html lang="${locale === 'pseudo' ? 'en' : locale}" dir="${localeDir(locale)}">`);
  };

  async function frameFor(pathname: string): Promise<string> {
    if (!CATALOGUE_PATHS.has(pathname)) return frames.plain;
    let timer: NodeJS.Timeout | undefined;
    try {
      const tooLate = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), LIST_WAIT_MS);
      });
      const answer = await Promise.race([catalogue.get(), tooLate]);
      return answer ? withLeadBanners(answer) : frames.catalogue;
    } catch {
      // The database away: the page still opens (its list comes from the last good copy or the device).
      return frames.catalogue;
    } finally {
      clearTimeout(timer);
    }
  }
}
