/**
 * Origins the preview protocol talks to. An origin is exact — `scheme://host[:port]` — never a
 * wildcard, a pattern or a URL with a path: `postMessage` compares origins as strings.
 */

/** Names the setting in errors about the allow-list. */
export const ALLOWED_ORIGINS_SETTING = "PREVIEW_ALLOWED_ORIGINS";

/**
 * Normalises one origin (`new URL(value).origin`: lower-case host, default port dropped; a
 * trailing `/` is tolerated). Throws an `Error` saying what is wrong for `*`, `null`, a
 * pattern, a scheme other than http(s), credentials, a path, a query or a fragment.
 */
export function parseOrigin(value: string): string {
  const text = value.trim();
  const fail = (why: string): never => {
    throw new Error(`"${text}" is not an origin: ${why}`);
  };
  if (text.includes("*")) fail("wildcards are not allowed, list each origin exactly (e.g. https://cms.example.com)");
  if (text === "null") fail("opaque (null) origins are not allowed");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail("write it as scheme://host[:port], e.g. https://cms.example.com");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") fail(`only http and https are allowed, not ${url.protocol}`);
  if (url.username || url.password) fail("credentials are not allowed");
  if (url.pathname !== "/" || url.search || url.hash || /[?#]/.test(text)) fail("remove the path, query and fragment");
  return url.origin;
}

/**
 * Parses a comma-separated list of exact origins, e.g. the storefront's
 * `PREVIEW_ALLOWED_ORIGINS="https://cms.example.com, http://localhost:4000"`. Empty entries are
 * skipped; unset or empty gives `[]` (no workbench may talk to the preview). Throws an `Error`
 * naming the setting and the bad entry.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? "").split(",")) {
    if (!entry.trim()) continue;
    try {
      const origin = parseOrigin(entry);
      if (!origins.includes(origin)) origins.push(origin);
    } catch (error) {
      throw new Error(`${ALLOWED_ORIGINS_SETTING}: ${(error as Error).message}`, { cause: error });
    }
  }
  return origins;
}

/** Exact comparison: `origin` is a `MessageEvent.origin`, which the browser has normalised. */
export function isAllowedOrigin(origin: string, allowList: readonly string[]): boolean {
  return allowList.includes(origin);
}
