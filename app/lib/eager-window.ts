// The portfolio carousel's loading rule: the current slide and the slides within
// `radius` positions of it, wrapping round, load eagerly; the current one with high priority.
// It holds for a carousel the visitor is near; one further down the page loads lazily, like
// every photo below the fold (docs/performance-budget.md), so it does not compete with the first screen.

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
  isNear = true,
  radius = 2,
): { loading: "eager" | "lazy"; fetchPriority: "high" | "auto" } {
  if (!isNear) return { loading: "lazy", fetchPriority: "auto" };
  return {
    loading: eagerIndexes(current, count, radius).has(index) ? "eager" : "lazy",
    fetchPriority: index === current ? "high" : "auto",
  };
}
