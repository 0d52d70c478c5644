// The portfolio carousel's loading rule (SPEC 2): the current slide and the slides within
// `radius` positions of it, wrapping round, load eagerly; the current one with high priority.

export function eagerIndexes(current: number, count: number, radius = 2): Set<number> {
  const indexes = new Set<number>();
  if (count <= 0) return indexes;
  for (let offset = -radius; offset <= radius; offset++) {
    indexes.add((((current + offset) % count) + count) % count);
  }
  return indexes;
}

export function slideLoading(
  index: number,
  current: number,
  count: number,
  radius = 2,
): { loading: "eager" | "lazy"; fetchPriority: "high" | "auto" } {
  return {
    loading: eagerIndexes(current, count, radius).has(index) ? "eager" : "lazy",
    fetchPriority: index === current ? "high" : "auto",
  };
}
