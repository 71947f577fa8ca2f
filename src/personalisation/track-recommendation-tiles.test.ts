// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackRecommendationTiles } from "./track-recommendation-tiles.ts";

const sent = vi.hoisted(() => {
  // Event types go out prefixed (`monetate:record:RecClicks`); the tests read the bare name.
  const bare = (events: unknown[]) => events.filter(Boolean).map((event) => ({ ...(event as object), eventType: String((event as { eventType: string }).eventType).split(":").at(-1) }));
  return { bare, queued: [] as unknown[], now: [] as unknown[] };
});
vi.mock("./browser-events.ts", () => ({
  queueDecideEvents: (...events: unknown[]) => sent.queued.push(...sent.bare(events)),
  sendDecideEventsNow: (...events: unknown[]) => sent.now.push(...sent.bare(events)),
}));

type Watcher = { callback: IntersectionObserverCallback; watched: Set<Element>; options?: IntersectionObserverInit };
let watchers: Watcher[] = [];

beforeEach(() => {
  watchers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      watcher: Watcher;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.watcher = { callback, watched: new Set(), options };
        watchers.push(this.watcher);
      }
      observe(element: Element) {
        this.watcher.watched.add(element);
      }
      unobserve(element: Element) {
        this.watcher.watched.delete(element);
      }
      disconnect() {
        this.watcher.watched.clear();
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sent.queued = [];
  sent.now = [];
  document.body.innerHTML = "";
});

function carousel(count: number, prefix: string) {
  const root = document.createElement("div");
  root.innerHTML = Array.from({ length: count }, (_, index) => `<article data-rec-token="${prefix}-${index}"><a href="/en-us/p/x-${index}"><h3>Item ${index}</h3></a></article>`).join("");
  document.body.append(root);
  return root;
}

const show = (watcher: Watcher, elements: Element[], ratio: number) =>
  watcher.callback(elements.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);

describe("trackRecommendationTiles (server HTML, before hydration)", () => {
  it("watches the first 24 tiles at half in view and reports each once, across trackers of the page", () => {
    const root = carousel(30, "a");
    const stop = trackRecommendationTiles(root);
    const watcher = watchers[0]!;
    expect(watcher.options?.threshold).toBe(0.5);
    expect(watcher.watched.size).toBe(24);
    const tiles = [...root.querySelectorAll("article")];
    show(watcher, tiles.slice(0, 3), 0.4);
    expect(sent.queued).toEqual([]);
    show(watcher, tiles.slice(0, 3), 0.8);
    expect(sent.queued).toEqual([{ eventType: "RecImpressions", recImpressions: ["a-0", "a-1", "a-2"] }]);
    stop();
    // The hydrated carousel (or a second tracker) seeing the same tiles reports nothing new.
    trackRecommendationTiles(root);
    show(watchers[1]!, tiles.slice(0, 4), 1);
    expect(sent.queued).toEqual([
      { eventType: "RecImpressions", recImpressions: ["a-0", "a-1", "a-2"] },
      { eventType: "RecImpressions", recImpressions: ["a-3"] },
    ]);
  });

  it("a click on a tile's link reports its token at once; after cleanup nothing", () => {
    const root = carousel(3, "b");
    const stop = trackRecommendationTiles(root);
    root.querySelectorAll("a")[1]!.addEventListener("click", (event) => event.preventDefault());
    root.querySelectorAll("h3")[1]!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(sent.now).toEqual([{ eventType: "RecClicks", recClicks: ["b-1"] }]);
    stop();
    root.querySelectorAll("a")[2]!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(sent.now).toHaveLength(1);
    expect(watchers[0]!.watched.size).toBe(0);
  });
});
