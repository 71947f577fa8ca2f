import type { Database } from "../db/database.ts";

/**
 * Read-mostly data the engine shares between decide calls (experiences, the sellable catalogue,
 * order lines), per database and key, re-read once older than `maxAgeMs` by the backend's clock.
 * Concurrent callers share one read; a failed read is forgotten.
 */

interface Cached {
  readAt: number;
  value: Promise<unknown>;
}
const snapshots = new WeakMap<Database, Map<string, Cached>>();

export function snapshot<T>(db: Database, key: string, now: number, maxAgeMs: number, read: () => Promise<T>): Promise<T> {
  let cache = snapshots.get(db);
  if (!cache) snapshots.set(db, (cache = new Map()));
  const cached = cache.get(key);
  // A clock that went back (tests, a corrected server clock) also re-reads.
  if (cached && now >= cached.readAt && now - cached.readAt < maxAgeMs) return cached.value as Promise<T>;
  const value = read();
  const entry = { readAt: now, value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Forgets a snapshot at once (after this process changed what it holds). */
export function forgetSnapshot(db: Database, key: string): void {
  snapshots.get(db)?.delete(key);
}
