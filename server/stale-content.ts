import type { StaleRead } from "../src/app/content/content-client.server.ts";

/**
 * Marks a page answer built from content the content service could not give afresh (its last
 * good copies, decision 0029): `X-Content-Stale: age=<seconds>`, the age of the oldest copy used.
 * Such an answer is kept by no cache, so that no copy of it outlives the outage.
 */
export const STALE_CONTENT_HEADER = "x-content-stale";

export function markStaleContent(headers: Headers, staleReads: readonly StaleRead[]): void {
  if (staleReads.length === 0) return;
  const oldestMs = Math.max(...staleReads.map((read) => read.ageMs));
  headers.set(STALE_CONTENT_HEADER, `age=${Math.floor(oldestMs / 1000)}`);
  headers.set("cache-control", "no-store");
}
