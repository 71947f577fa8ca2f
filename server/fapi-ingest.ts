import { z } from "zod";
import { SITES } from "../contracts/sites.ts";
import type { PageType } from "../src/personalisation/page-type.ts";

/**
 * The client timing beacon of `POST /fapi/performance/ingest` (commerce spec §7, sent only when
 * the client-ingest feature flag is on). A beacon is small: page, page type and a few named
 * metrics. Pages are paths without query or fragment, so that nothing a shopper typed (a search,
 * an email in a link) is kept. Accepted beacons go to an in-memory ring buffer: the newest
 * thousand, for a diagnostics view or a scraper, never a growing store.
 */

/** `navigator.sendBeacon` payloads are small; anything larger is not a beacon. */
export const BEACON_MAX_BYTES = 8 * 1024;
export const BEACON_BUFFER_SIZE = 1000;

const PAGE_TYPES = ["product page", "category page", "cart", "account", "search", "search hub", "home", "order confirmation", "checkout", "error", "other"] as const satisfies readonly PageType[];
const SITE_IDS = SITES.map((site) => site.siteId) as [string, ...string[]];
/** Milliseconds metrics (Web Vitals and navigation timing); CLS is a unitless score. */
const TIME_METRICS = ["TTFB", "FCP", "LCP", "INP", "FID", "DCL", "LOAD"] as const;
const MAX_MILLISECONDS = 10 * 60 * 1000;
const MAX_CLS = 100;

export const beaconRequest = z.object({
  page: z.string().max(512).regex(/^\/[^?#\s]*$/, "a path without query or fragment"),
  pageType: z.enum(PAGE_TYPES),
  siteId: z.enum(SITE_IDS).optional(),
  navigationType: z.enum(["navigate", "reload", "back_forward", "prerender", "restore"]).optional(),
  metrics: z
    .array(
      z
        .object({
          name: z.enum([...TIME_METRICS, "CLS"]),
          value: z.number().finite().min(0),
          rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
        })
        .refine((metric) => metric.value <= (metric.name === "CLS" ? MAX_CLS : MAX_MILLISECONDS), { message: "out of range", path: ["value"] }),
    )
    .min(1)
    .max(20),
});
export type Beacon = z.output<typeof beaconRequest>;
export type StoredBeacon = Beacon & { receivedAt: number };

/** A fixed-size buffer keeping the newest entries. */
export class RingBuffer<T> {
  private readonly entries: T[] = [];
  private next = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError("capacity must be a positive integer");
  }

  push(entry: T): void {
    if (this.entries.length < this.capacity) this.entries.push(entry);
    else this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  /** Oldest first. */
  toArray(): T[] {
    return this.entries.length < this.capacity ? [...this.entries] : [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)];
  }

  get size(): number {
    return this.entries.length;
  }
}
