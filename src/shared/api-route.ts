// A path with parameters, written once: the page and the tests fill it in, the server declares
// its pattern, so the two cannot drift apart.

/** The parameter names of a pattern, in order: '/a/:id/b/:userId' → ['id', 'userId']. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [ParamName<Name>, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [ParamName<Name>]
    : [];
// An empty name (a stray ':') is a mistake the type refuses rather than a route matching anything.
type ParamName<Name extends string> = Name extends '' ? never : Name;

/** One value per parameter, in the pattern's order. */
export type ParamValues<P extends string> = ValuesFor<ParamNames<P>>;
// Mapped over a type parameter, so a tuple stays a tuple of the same length.
type ValuesFor<Names extends string[]> = { [K in keyof Names]: string | number };

export interface ApiRoute<P extends string> {
  (...values: ParamValues<P>): string;
  /** The pattern as the server declares it (Fastify's `:name` parameters). */
  readonly pattern: P;
}

/** apiRoute('/auth/update/:id')(42) → '/auth/update/42'; each value is URI-encoded. */
export function apiRoute<P extends `/${string}:${string}`>(pattern: P): ApiRoute<P> {
  // A parameter stands between each two pieces.
  const pieces = pattern.split(/:[A-Za-z][A-Za-z0-9]*/);
  const fill = (...values: ParamValues<P>) =>
    pieces.reduce((path, piece, index) => (index === 0 ? piece : `${path}${encodeURIComponent(String((values as readonly (string | number)[])[index - 1]))}${piece}`), '');
  return Object.assign(fill, { pattern });
}
