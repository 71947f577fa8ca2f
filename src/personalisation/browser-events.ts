import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { readCookie } from "../commerce/cookies.ts";
import { CSRF_COOKIE } from "../commerce/browser-session.ts";
import { DECIDE_CHANNEL, STOREFRONT_DECIDE_PATH } from "./decide-path.ts";
import { VISITOR_COOKIE } from "./visitor.ts";

/**
 * The browser's decide calls (issue 16). The server decided the page view and sent its PageView;
 * the browser adds what only it knows (screen size, tiles seen, coordinates, impressions, cart
 * changes). Events queued within a short window go out as one call, and whatever is queued
 * when the page is hidden or left goes with `keepalive`, so that leaving never loses it and
 * never waits for it. Bodies are `text/plain`: a simple request, never a preflight.
 *
 * Nothing is sent until a page the server decided says so (`setDecideEventsEnabled`, from
 * usePagePersonalisation): previews and pages without an engine record nothing. Screens may queue
 * before that (their effects run before the page's): the batch waits for its window.
 */

/** Events queued within this window of the first share one call. */
export const BATCH_WINDOW_MS = 1_000;

let queued: DecideEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let enabled = false;

/** Whether this page's events are sent (a page the server decided) or dropped (a preview, no engine). */
export function setDecideEventsEnabled(on: boolean): void {
  enabled = on;
}

const visitorId = () => readCookie(document.cookie, VISITOR_COOKIE) || undefined;

/** One POST to the storefront's decide path; the answer as sent (undefined when it failed). */
async function post(events: readonly DecideEventInput[], keepalive = false): Promise<unknown> {
  if (!enabled || !events.length) return undefined;
  try {
    const monetateId = visitorId();
    if (!monetateId) return undefined;
    const csrf = readCookie(document.cookie, CSRF_COOKIE);
    const response = await fetch(STOREFRONT_DECIDE_PATH, {
      method: "POST",
      credentials: "same-origin",
      keepalive,
      headers: { accept: "application/json", "content-type": "text/plain;charset=UTF-8", ...(csrf ? { "x-csrf-token": csrf } : {}) },
      body: JSON.stringify({ monetateId, channel: DECIDE_CHANNEL, events }),
    });
    return response.ok ? await response.json().catch(() => undefined) : undefined;
  } catch {
    // Personalisation is never worth an error a shopper sees: the page keeps what it shows.
    return undefined;
  }
}

/** Takes what is queued, and its window's timer. */
function takeQueued(): DecideEventInput[] {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const batch = queued;
  queued = [];
  return batch;
}

/** Sends what is queued now (with keepalive when the page is going away). */
export function flushDecideEvents(leaving = false): void {
  const batch = takeQueued();
  if (batch.length) void post(batch, leaving);
}

// Whatever is queued when the page is left or hidden goes at once, with keepalive.
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => flushDecideEvents(true));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushDecideEvents(true);
  });
}

/** Queues events for the page's batched call (in the browser: from effects and event handlers). */
export function queueDecideEvents(...events: (DecideEventInput | undefined)[]): void {
  const kept = events.filter((entry): entry is DecideEventInput => entry !== undefined);
  if (!kept.length) return;
  queued.push(...kept);
  timer ??= setTimeout(() => flushDecideEvents(), BATCH_WINDOW_MS);
}

/**
 * Sends events at once, with keepalive (a recommendation click, before the navigation it starts:
 * the navigation does not wait, and the call outlives the page). Queued events go along.
 */
export function sendDecideEventsNow(...events: (DecideEventInput | undefined)[]): void {
  queued.push(...events.filter((entry): entry is DecideEventInput => entry !== undefined));
  flushDecideEvents(true);
}

/**
 * A new decision for the page (decide-page-again.ts: a recalculation, a cart change): its
 * DecisionRequest, whatever is queued, then the given context events. The answer as sent;
 * undefined when the engine did not answer (the page keeps what it shows).
 */
export const decideAgain = (decisionRequest: DecideEventInput, ...events: DecideEventInput[]): Promise<unknown> => post([decisionRequest, ...takeQueued(), ...events]);
