/**
 * A newsletter confirmation link's token: 32 random bytes, base64url. In a file of its own, without
 * zod, for the confirmation page's browser code (consumer.ts re-exports it with the contracts).
 */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
