/**
 * Gradient over media: full 35%, focused 50%, off 0% of the height. Apart from fields.ts (which
 * re-exports it) so that block components read it in the browser without loading zod.
 */
export const GRADIENT_HEIGHTS = { full: 35, focused: 50, off: 0 } as const;
