/**
 * Places within a part of a ranking (a category's people among a competition's results). The
 * stored places are the overall ranking as published: equal places are ties (1, 2, 2, 4). Within
 * the part the same rule holds over the rows kept: a row's place is one more than the number of kept
 * rows placed strictly better overall, so ties stay equal and the next place skips as many
 * (overall 2, 2, 5 in the category are 1, 1, 3).
 */
export function placesWithin<Row extends { place: number }>(
  rows: readonly Row[],
  keep: (row: Row) => boolean,
): (Row & { category_place: number })[] {
  const kept = rows.filter(keep).sort((a, b) => a.place - b.place);
  let place = 0;
  let previous: number | null = null;
  return kept.map((row, index) => {
    if (row.place !== previous) {
      place = index + 1;
      previous = row.place;
    }
    return { ...row, category_place: place };
  });
}
