// The header search (spec section 2): its seven fixed entries, each a page of the service's public
// site, and what else it finds (coupons by description, given by the app).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { siteUrl } from '@/client/lib/site-links';

/** The header search's fixed list (spec section 2), in the spec's words: the entries' keys. */
export const SEARCH_ENTRIES = ['What is Rebox?', 'Our Services', 'Our Team', 'Our Clients', 'Our Partners', 'Our Blog', 'Our Contact'] as const;
export type SearchEntry = (typeof SEARCH_ENTRIES)[number];

/** Where each entry leads on the public site. */
export const SEARCH_ENTRY_PAGES: Record<SearchEntry, string> = {
  'What is Rebox?': siteUrl('/about'),
  'Our Services': siteUrl('/services'),
  'Our Team': siteUrl('/team'),
  'Our Clients': siteUrl('/clients'),
  'Our Partners': siteUrl('/partners'),
  'Our Blog': siteUrl('/blog'),
  'Our Contact': siteUrl('/contact'),
};

/** Each entry as a person reads it, in their language (and found by those words). */
const SEARCH_ENTRY_LABELS: Record<SearchEntry, MessageDescriptor> = {
  'What is Rebox?': msg`What is Rebox?`,
  'Our Services': msg`Our Services`,
  'Our Team': msg`Our Team`,
  'Our Clients': msg`Our Clients`,
  'Our Partners': msg`Our Partners`,
  'Our Blog': msg`Our Blog`,
  'Our Contact': msg`Our Contact`,
};

const entryLabel = (entry: string) => (entry in SEARCH_ENTRY_LABELS ? i18n._(SEARCH_ENTRY_LABELS[entry as SearchEntry]) : entry);

export const NO_SEARCH_RESULT = msg`No result found`;

/** Something the search can open: a page of the site (a new tab) or a screen of the app. */
export interface SearchHit {
  key: string;
  label: string;
  /** A second line (a coupon's company and points). */
  detail?: string;
  href: string;
  external: boolean;
}

/** What other features add to the search, for a query (the app composes them). */
export type FindMore = (query: string) => SearchHit[];

/** Case-insensitive substring match (spec section 5) on the entries' words in the active language. */
export function filterSearchEntries(query: string, entries: readonly string[] = SEARCH_ENTRIES): string[] {
  const needle = query.trim().toLocaleLowerCase();
  return entries.filter((entry) => entryLabel(entry).toLocaleLowerCase().includes(needle));
}

/** The matching entries, then what `findMore` finds (only once something is typed). */
export function searchHits(query: string, findMore?: FindMore): SearchHit[] {
  const pages = filterSearchEntries(query).map((entry) => ({ key: `page:${entry}`, label: entryLabel(entry), href: SEARCH_ENTRY_PAGES[entry as SearchEntry], external: true }));
  return query.trim() && findMore ? [...pages, ...findMore(query)] : pages;
}
