// The spec's catalogue routes. The server's shell preloads the list and the first banners on
// them (client-shell.ts), the app takes that list before its first render (main.tsx), and the
// bottom bar marks "Coupons" on any of them.
export const CATALOGUE_PATHS: ReadonlySet<string> = new Set(['/', '/coupon', '/coupons']);
