/** Competitions by season, newest season first (as the seasons list orders them), each keeping the list's order. */
export function groupBySeason<T extends { season: string }>(
  competitions: readonly T[],
): { season: string; competitions: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const competition of competitions) {
    const group = groups.get(competition.season);
    if (group) group.push(competition);
    else groups.set(competition.season, [competition]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([season, grouped]) => ({ season, competitions: grouped }));
}
