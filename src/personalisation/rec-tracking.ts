import { CAROUSEL_IMPRESSIONS, type DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { queueDecideEvents, sendDecideEventsNow } from "./browser-events.ts";
import { decideEventOf } from "./page-events.ts";

/**
 * RecImpressions and RecClicks (content spec §7): what recommendation carousels and upsells report
 * of their items. Apart from the other builders (decide-events.ts) so that it loads with those
 * blocks only.
 */

/** RecImpressions of a carousel: the first 24 items only (content spec §9; 3 for an upsell). */
export function recImpressionsEvent(recTokens: readonly string[], max: number = CAROUSEL_IMPRESSIONS): DecideEventInput | undefined {
  const shown = recTokens.slice(0, max);
  return shown.length ? decideEventOf("RecImpressions", { recImpressions: shown }) : undefined;
}

export const recClickEvent = (recToken: string): DecideEventInput => decideEventOf("RecClicks", { recClicks: [recToken] });

/**
 * Tokens reported in this page's life. A token is one item of one decision, so an item is reported
 * once, whoever saw it: the carousel's server HTML (track-recommendation-tiles.ts) or its hydrated copy.
 */
const reported = new Set<string>();

/** Queues the impressions of items seen (each once), for the page's batched call. */
export function reportRecImpressions(recTokens: readonly string[]): void {
  const fresh = [...new Set(recTokens)].filter((token) => !reported.has(token));
  for (const token of fresh) reported.add(token);
  queueDecideEvents(recImpressionsEvent(fresh, fresh.length));
}

/**
 * Reports a click at once, with keepalive: the navigation it starts neither waits for it nor
 * cancels it.
 */
export const reportRecClick = (recToken: string): void => sendDecideEventsNow(recClickEvent(recToken));
