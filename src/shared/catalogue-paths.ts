// The spec's catalogue routes. The server's shell preloads the list and the first banners on
// them (client-shell.ts), the app takes that list before its first render (main.tsx), and the
// bottom bar marks "Coupons" on any of them.
import { PATHS } from './screen-paths';

export const CATALOGUE_PATHS: ReadonlySet<string> = new Set([PATHS.catalogue, PATHS.coupon, PATHS.coupons]);
