// Every address the catalogue sends people to outside the portal, in one place. The
// site itself (and its VITE_SITE_URL) is shared with the header search: client/lib/site-links.ts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SITE } from '@/client/lib/site-links';
import { PATHS } from '@/shared/screen-paths';

export { EXTERNAL_REL } from '@/client/lib/site-links';

/** A page of the site; its label is translated where the header shows it. */
export interface HeaderLink {
  label: MessageDescriptor;
  href: string;
}

export const HEADER_LINKS: readonly HeaderLink[] = [
  { label: msg`Home`, href: `${SITE}/` },
  { label: msg`The Box`, href: `${SITE}/the-box` },
  { label: msg`How We Recycle`, href: `${SITE}/how-we-recycle` },
  { label: msg`Coupons`, href: `${SITE}/coupons` },
  { label: msg`Events`, href: `${SITE}/events` },
  { label: msg`FAQ`, href: `${SITE}/faq` },
];

/** The portal's own pages open to all, first in the header's menu (they are not the site's). */
export const PORTAL_LINKS: readonly HeaderLink[] = [
  { label: msg`Return points`, href: PATHS.returnPoints },
  { label: msg`How earning works`, href: PATHS.howEarningWorks },
];

/** Where the banner's Shop Now button goes: the service's shop of reusable boxes. */
export const SHOP_NOW_URL = `${SITE}/shop`;
