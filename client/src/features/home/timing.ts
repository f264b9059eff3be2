/** Spec section 9: the heading appears 30 ms per letter; the buttons come after 1500 ms. */
export const LETTER_DELAY_MS = 30;
export const ACTIONS_DELAY_MS = 1500;
