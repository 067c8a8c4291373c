// The service's public site, which the portal links out to (the catalogue's header links, the
// header search's seven entries). The spec names the pages but not their addresses; a
// deployment moves them with VITE_SITE_URL at build time.
export const SITE = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') || 'https://rebox.example';

/** A page of the public site: `siteUrl('/faq')`. */
export const siteUrl = (path: string) => `${SITE}${path}`;

export interface ExternalLink {
  label: string;
  href: string;
}

/** Links leave the app: never hand the opened page a handle on ours. */
export const EXTERNAL_REL = 'noopener noreferrer';
