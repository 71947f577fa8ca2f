/**
 * Text PostgreSQL cannot store: NUL (U+0000), which no `text` or `jsonb` value may hold (errors
 * 22021, 22P05), and a lone surrogate (half of a UTF-16 pair with no other half), which is not
 * a Unicode character at all: `jsonb` refuses its escape (22P02) and a `text` value would get
 * U+FFFD in its place. Paired surrogates (emoji and the like) are fine.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * Where a value holds text PostgreSQL cannot store, in a string, an object's key or anywhere
 * below: the path to it (`["address", "addressLine1"]`, `["items", "0"]`; `[]` for the value
 * itself), or undefined when every text in it is storable.
 */
export function unstorableTextAt(value: unknown, path: readonly string[] = []): string[] | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextAt(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, printableKey(key)];
      const found = unstorableTextAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** A key that is itself unstorable, as an answer may name it: its characters escaped as JSON does. */
function printableKey(key: string): string {
  return JSON.stringify(key).slice(1, -1);
}
