/** Spec section 9: 'feature-flag poll 60 s' (how often an open page asks for its flags again). */
export const FLAG_POLL_MS = 60_000;
