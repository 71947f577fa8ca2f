/**
 * The decide call's event types and limits (content spec §3, §7), without zod: the browser
 * builds events from these (decide-events.ts) and the engine's request contract
 * (decide-contract.ts) checks them.
 */

export const EVENT_TYPES = {
  PageView: "context",
  DecisionRequest: "decision",
  ScreenSize: "context",
  Language: "context",
  UserAgent: "context",
  IpAddress: "context",
  ProductDetailView: "context",
  Referrer: "context",
  Coordinates: "context",
  SearchView: "context",
  Cart: "context",
  Purchase: "context",
  CustomVariables: "context",
  ProductThumbnailView: "context",
  RecImpressions: "record",
  RecClicks: "record",
  PageEvents: "record",
} as const;
export type EventTypeName = keyof typeof EVENT_TYPES;

/** The Monetate-style spelling of an event type: `monetate:{kind}:{name}`. */
export const prefixedEventType = (name: EventTypeName) => `monetate:${EVENT_TYPES[name]}:${name}`;

/** Carousels record at most the first 24 impressions, upsells the first 3 (content spec §9). */
export const CAROUSEL_IMPRESSIONS = 24;
export const UPSELL_IMPRESSIONS = 3;
/** Most events in one call, and most items in one recommendation slot. */
export const MAX_EVENTS = 100;
export const MAX_RECOMMENDATIONS = 50;

/** What a caller writes (validated by `decideEvent`): a bare or prefixed event type and its fields. */
export type DecideEventInput = { eventType: string } & Record<string, unknown>;
