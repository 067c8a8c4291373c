/** The header search's fixed list (spec section 2). */
export const SEARCH_ENTRIES = ['What is Rebox?', 'Our Services', 'Our Team', 'Our Clients', 'Our Partners', 'Our Blog', 'Our Contact'] as const;

export const NO_SEARCH_RESULT = 'No result found';

/** Case-insensitive substring match (spec section 5). */
export function filterSearchEntries(query: string, entries: readonly string[] = SEARCH_ENTRIES): string[] {
  const needle = query.trim().toLowerCase();
  return entries.filter((entry) => entry.toLowerCase().includes(needle));
}
