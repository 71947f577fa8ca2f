/**
 * Limits and lifetimes that the commerce API and the storefront's BFF must agree on: the BFF
 * refuses what the API would refuse before sending it, and keeps session cookies exactly as
 * long as the tokens inside them live.
 */

/** Largest request body the commerce API and the BFF accept (413 ATTR300 above). */
export const MAX_BODY_BYTES = 64 * 1024;

/** An access token's lifetime (commerce spec §3). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** A refresh token's lifetime. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
