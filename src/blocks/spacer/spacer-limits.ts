/** Tallest spacer an editor may set, in px. */
export const MAX_SPACER_PX = 400;
