/** Spec section 9: the verification call waits 250 ms, and success leads to login after 5 s. */
export const VERIFY_DELAY_MS = 250;
export const VERIFIED_REDIRECT_SECONDS = 5;
