/** Spec "Results page": the top three are highlighted and places up to 71 are tinted. */
export const TOP_PLACES = 3;
export const TINTED_UP_TO_PLACE = 71;

export type ResultHighlight = 'top3' | 'tinted' | 'none';

export function highlightOf(place: number): ResultHighlight {
  if (place <= TOP_PLACES) return 'top3';
  if (place <= TINTED_UP_TO_PLACE) return 'tinted';
  return 'none';
}
