import type { AnalyticsBus } from "./event-bus.ts";

/** What a tag manager reads: `window.dataLayer`, an array of plain objects. */
export type DataLayer = Record<string, unknown>[];

/**
 * Forwards every event of the bus to a dataLayer as `{ event, ...payload }` (the form tag
 * managers expect), copying the payload so that later changes by the page do not alter what was
 * recorded. Answers the function that stops forwarding.
 */
export function connectDataLayer(bus: AnalyticsBus, target: { dataLayer?: DataLayer } = globalThis as { dataLayer?: DataLayer }): () => void {
  target.dataLayer ??= [];
  return bus.subscribe((name, payload) => {
    target.dataLayer!.push({ event: name, ...(structuredClone(payload) as Record<string, unknown>) });
  });
}
