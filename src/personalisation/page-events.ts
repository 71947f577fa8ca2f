import { prefixedEventType, type DecideEventInput, type EventTypeName } from "../../contracts/api/decide-event-types.ts";

/**
 * The decide events the page shell sends from the browser (DecisionRequest, PageView,
 * ScreenSize), apart from the other builders (decide-events.ts, which re-exports these): this
 * module is part of the code every shopper's page loads, the others load with the screens that
 * send them.
 */

export const decideEventOf = (name: EventTypeName, fields: Record<string, unknown>): DecideEventInput => ({ eventType: prefixedEventType(name), ...fields });
/** The engine refuses texts over its limits; a very long url or user agent is cut, not refused. */
export const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** What the page shows, as a PageView reports it: its categories (ids) and breadcrumbs (names, top down). */
export interface PageViewFacts {
  url: string;
  pageType: string;
  categories?: readonly string[];
  breadcrumbs?: readonly string[];
}

/** The engine's limits (contracts/api/decide.ts): 20 breadcrumbs of 256, 50 categories of 64. */
const texts = (values: readonly string[] | undefined, most: number, max: number) =>
  (values ?? []).map((value) => cut(value.trim(), max)).filter(Boolean).slice(0, most);

export const pageViewEvent = (page: PageViewFacts): DecideEventInput =>
  decideEventOf("PageView", { url: cut(page.url, 2048), pageType: page.pageType, breadcrumbs: texts(page.breadcrumbs, 20, 256), categories: texts(page.categories, 50, 64) });

export const decisionRequestEvent = (requestId: string): DecideEventInput => decideEventOf("DecisionRequest", { requestId, includeReporting: true });

/** Whole CSS pixels from 0 to 100,000, as the engine takes them (0 for what is not a number). */
const pixels = (value: number) => Math.min(100_000, Math.max(0, Math.round(value) || 0));

/** The shopper's screen. */
export const screenSizeEvent = (width: number, height: number): DecideEventInput => decideEventOf("ScreenSize", { width: pixels(width), height: pixels(height) });

