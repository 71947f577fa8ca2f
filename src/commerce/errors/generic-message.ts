/**
 * The English message of an error without a message of its own (no answer at all, an answer off
 * its contract). The site's language: `genericMessage(siteId)` of messages.ts (decision 0034).
 */
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";
