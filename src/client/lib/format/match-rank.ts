// Picking a person from a list by typing: what they typed whole first (a name or an email), then
// names and words that start with it, then the rest that hold it, so "uma" finds Uma User before
// fifteen Umars and Lumas.

/** The items that hold `text` in one of `fields`, best match first; all of them when `text` is blank. */
export function rankByMatch<T>(items: readonly T[], text: string, fields: (item: T) => readonly string[]): T[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return [...items];
  const rank = (item: T): number => {
    const values = fields(item).map((value) => value.toLocaleLowerCase());
    if (values.some((value) => value === wanted)) return 0;
    if (values.some((value) => value.startsWith(wanted))) return 1;
    if (values.some((value) => value.split(/[\s.@_-]+/).some((word) => word.startsWith(wanted)))) return 2;
    return values.some((value) => value.includes(wanted)) ? 3 : -1;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
