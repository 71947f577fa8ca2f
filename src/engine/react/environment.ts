/** Whether this code runs in the server's renderer (no DOM). A module of its own so tests can stand in for either side. */
export const onServer = typeof window === "undefined";

/**
 * Whether a block's styles come only with its code: in development Vite serves a CSS module by
 * the JavaScript module that imports it; a production page links the styles of its blocks from
 * the build manifest (block-assets.server.ts) without their code. Server HTML kept by an island
 * then loads its code in development (without running it), or it would be unstyled.
 */
export const stylesComeWithCode = import.meta.env.DEV && !import.meta.env.VITEST;
