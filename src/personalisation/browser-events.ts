import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { readCookie } from "../commerce/cookies.ts";
import { decisionRequestEvent } from "./decide-events.ts";
import { DECIDE_CHANNEL, STOREFRONT_DECIDE_PATH } from "./engine-decisions.ts";
import { mapVariantLabel } from "../../contracts/personalisation/variant-label.ts";
import { personalisationFromAnswer, type DecidedParts } from "./page-personalisation.ts";
import { VISITOR_COOKIE } from "./visitor.ts";

/**
 * The browser's decide calls (issue 16). The server decided the page view and sent its PageView;
 * the browser adds what only it knows (screen size, tiles seen, coordinates, impressions, cart
 * changes). Events queued within a short window go out as one call, and whatever is queued
 * when the page is hidden or left goes with `keepalive`, so that leaving never loses it and
 * never waits for it. Bodies are `text/plain`: a simple request, never a preflight.
 */

/** Events queued within this window of the first share one call. */
export const BATCH_WINDOW_MS = 1_000;
const CSRF_COOKIE = "rl_csrf";

let queued: DecideEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

const visitorId = () => readCookie(document.cookie, VISITOR_COOKIE) || undefined;

/** One POST to the storefront's decide path; the answer as sent (undefined when it failed). */
async function post(events: readonly DecideEventInput[], keepalive = false): Promise<unknown> {
  const monetateId = visitorId();
  if (!monetateId || !events.length) return undefined;
  const csrf = readCookie(document.cookie, CSRF_COOKIE);
  try {
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

/** Sends what is queued now (with keepalive when the page is going away). */
export function flushDecideEvents(leaving = false): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const batch = queued;
  queued = [];
  if (batch.length) void post(batch, leaving);
}

function listenForLeaving() {
  if (listening) return;
  listening = true;
  window.addEventListener("pagehide", () => flushDecideEvents(true));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushDecideEvents(true);
  });
}

/** Queues events for the page's batched call. */
export function queueDecideEvents(...events: (DecideEventInput | undefined)[]): void {
  const kept = events.filter((entry): entry is DecideEventInput => entry !== undefined);
  if (!kept.length || typeof window === "undefined") return;
  listenForLeaving();
  queued.push(...kept);
  timer ??= setTimeout(() => flushDecideEvents(), BATCH_WINDOW_MS);
}

/**
 * Sends events at once, with keepalive (a recommendation click, before the navigation it starts:
 * the navigation does not wait, and the call outlives the page). Queued events go along.
 */
export function sendDecideEventsNow(...events: (DecideEventInput | undefined)[]): void {
  const kept = events.filter((entry): entry is DecideEventInput => entry !== undefined);
  if (typeof window === "undefined") return;
  queued.push(...kept);
  flushDecideEvents(true);
}

let requests = 0;
const newRequestId = () => `browser-${Date.now().toString(36)}-${(requests++).toString(36)}`;

/**
 * A new decision for the page (recalculation: the recalculation event, sign-in or sign-out, a
 * cart change), with the given context events and whatever is queued. Undefined when the engine
 * did not answer: the page keeps what it shows.
 */
export async function decideAgain(...events: (DecideEventInput | undefined)[]): Promise<DecidedParts | undefined> {
  const batch = [decisionRequestEvent(newRequestId()), ...queued, ...events.filter((entry): entry is DecideEventInput => entry !== undefined)];
  queued = [];
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const answer = await post(batch);
  return answer === undefined ? undefined : personalisationFromAnswer(answer, mapVariantLabel);
}
