/**
 * Small structural checks for JSON the browser is answered by its own origin (decision 0013):
 * the BFF validated it with the contract's schema, so the browser ships no schema code and
 * only makes sure that a value it walks has the shape it reads.
 */

/** A JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A list of strings. */
export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === "string");
