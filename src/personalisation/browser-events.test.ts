// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { decideRequest } from "../../contracts/api/decide.ts";
import type * as BrowserEventsModule from "./browser-events.ts";
import { STOREFRONT_DECIDE_PATH } from "./decide-path.ts";

/**
 * The browser's batched sender (browser-events.ts) with a fake fetch and fake timers. Each test
 * loads the module afresh: its queue and timer are the page's, kept between calls.
 */

type BrowserEvents = typeof BrowserEventsModule;

interface SentCall {
  url: string;
  init: RequestInit;
  body: { monetateId: string; channel: string; events: DecideEventInput[] };
}

const CSRF = "c".repeat(32);
const screenSize = (width: number): DecideEventInput => ({ eventType: "monetate:context:ScreenSize", width, height: 900 });
const pageEvent = (name: string): DecideEventInput => ({ eventType: "monetate:record:PageEvents", pageEvents: [name] });

let sent: SentCall[];
let answer: () => Response;
let events: BrowserEvents;

function setCookie(name: string, value: string | undefined) {
  document.cookie = value === undefined ? `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/` : `${name}=${value}; path=/`;
}

/** A page whose server decided it, of a visitor with a cookie; `enabled: false` is a preview. */
async function page(options: { visitor?: string; enabled?: boolean } = {}) {
  setCookie("mt.v", "visitor" in options ? options.visitor : "visitor-1");
  setCookie("rl_csrf", CSRF);
  vi.resetModules();
  events = await import("./browser-events.ts");
  events.setDecideEventsEnabled(options.enabled ?? true);
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answer = () => Response.json({ monetateId: "visitor-1", responses: [] });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init, body: JSON.parse(init.body as string) as SentCall["body"] });
      return answer();
    }),
  );
});

afterEach(() => {
  events.flushDecideEvents();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("queueDecideEvents", () => {
  it("events queued within the window go out as one call, when the window ends", async () => {
    await page();
    events.queueDecideEvents(screenSize(1440));
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS - 100);
    events.queueDecideEvents(pageEvent("a"), undefined, pageEvent("b"));
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events).toEqual([screenSize(1440), pageEvent("a"), pageEvent("b")]);
  });

  it("an event after the window opens the next one", async () => {
    await page();
    events.queueDecideEvents(pageEvent("first"));
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    events.queueDecideEvents(pageEvent("second"));
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    expect(sent.map((call) => call.body.events)).toEqual([[pageEvent("first")], [pageEvent("second")]]);
  });

  it("sends JSON as text/plain (a simple request, no preflight) with the CSRF header, to the storefront's decide path", async () => {
    await page();
    events.queueDecideEvents(pageEvent("a"));
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    const [call] = sent;
    expect(call!.url).toBe(STOREFRONT_DECIDE_PATH);
    expect(call!.init).toMatchObject({ method: "POST", credentials: "same-origin", keepalive: false });
    expect(call!.init.headers).toMatchObject({ "content-type": "text/plain;charset=UTF-8", "x-csrf-token": CSRF });
    expect(call!.body).toEqual({ monetateId: "visitor-1", channel: "web", events: [pageEvent("a")] });
    // What the engine accepts.
    expect(decideRequest.safeParse(call!.body).success).toBe(true);
  });

  it.each([
    { name: "pagehide", leave: () => window.dispatchEvent(new Event("pagehide")) },
    {
      name: "the page hidden",
      leave: () => {
        vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
        document.dispatchEvent(new Event("visibilitychange"));
      },
    },
  ])("$name: what is queued goes at once, with keepalive", async ({ leave }) => {
    await page();
    events.queueDecideEvents(pageEvent("leaving"));
    leave();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init.keepalive).toBe(true);
    expect(sent[0]!.body.events).toEqual([pageEvent("leaving")]);
    // Nothing is left for the window's end.
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    expect(sent).toHaveLength(1);
  });

  it.each([
    { name: "no visitor cookie", options: { visitor: undefined } },
    { name: "a preview (a page the server did not decide)", options: { enabled: false } },
  ])("$name: nothing is sent, and nothing kept for later", async ({ options }) => {
    await page(options);
    events.queueDecideEvents(pageEvent("a"));
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([]);
    events.setDecideEventsEnabled(true);
    setCookie("mt.v", "visitor-1");
    events.queueDecideEvents(pageEvent("b"));
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    expect(sent.map((call) => call.body.events)).toEqual([[pageEvent("b")]]);
  });

  it("events queued before the page enables sending go with the window (a screen's effect runs before the page's)", async () => {
    await page({ enabled: false });
    events.queueDecideEvents(pageEvent("early"));
    events.setDecideEventsEnabled(true);
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    expect(sent.map((call) => call.body.events)).toEqual([[pageEvent("early")]]);
  });

  it("nothing queued: no call", async () => {
    await page();
    events.queueDecideEvents(undefined);
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    expect(sent).toEqual([]);
  });

  it("a failing call costs the shopper nothing", async () => {
    await page();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError("network down"));
    events.queueDecideEvents(pageEvent("a"));
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("sendDecideEventsNow", () => {
  it("sends at once with keepalive, with what was queued", async () => {
    await page();
    events.queueDecideEvents(pageEvent("queued"));
    events.sendDecideEventsNow(pageEvent("click"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init.keepalive).toBe(true);
    expect(sent[0]!.body.events).toEqual([pageEvent("queued"), pageEvent("click")]);
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    expect(sent).toHaveLength(1);
  });
});

describe("decideAgain", () => {
  const decisionRequest: DecideEventInput = { eventType: "monetate:decision:DecisionRequest", requestId: "browser-1", includeReporting: true };

  it("its decision request first, then what was queued, then the given events; the answer as sent", async () => {
    await page();
    answer = () => Response.json({ monetateId: "visitor-1", responses: [{ requestId: "browser-1", actions: [] }] });
    events.queueDecideEvents(screenSize(1024));
    expect(await events.decideAgain(decisionRequest, pageEvent("cart-changed"))).toEqual({ monetateId: "visitor-1", responses: [{ requestId: "browser-1", actions: [] }] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init.keepalive).toBe(false);
    expect(sent[0]!.body.events).toEqual([decisionRequest, screenSize(1024), pageEvent("cart-changed")]);
    // The queue went with it.
    await vi.advanceTimersByTimeAsync(events.BATCH_WINDOW_MS);
    expect(sent).toHaveLength(1);
  });

  it.each([
    { name: "an error answer", respond: () => Response.json({ errorDetails: [{ errorId: "ATTR300" }] }, { status: 400 }) },
    { name: "an answer that is not JSON", respond: () => new Response("<html>", { status: 200 }) },
  ])("$name: undefined (the page keeps what it shows)", async ({ respond }) => {
    await page();
    answer = respond;
    expect(await events.decideAgain(decisionRequest)).toBeUndefined();
  });

  it("in a preview: no call, undefined", async () => {
    await page({ enabled: false });
    expect(await events.decideAgain(decisionRequest, pageEvent("a"))).toBeUndefined();
    expect(sent).toEqual([]);
  });
});
