/**
 * The message of an error without a message of its own (no answer at all, an answer off its
 * contract). Its own module: the commerce client needs it on every page, the full table of
 * messages (messages.ts) only when an answer is an error.
 */
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";
