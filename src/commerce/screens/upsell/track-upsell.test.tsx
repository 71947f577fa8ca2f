// @vitest-environment jsdom
import { cleanup, fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import trackUpsell from "./track-upsell.ts";
import { renderUpsell } from "./testing/render-upsell.tsx";
import { SUMMIT_PARKA_UPSELL, upsellItemsOf } from "./testing/upsell-fixtures.ts";

const sent = vi.hoisted(() => ({ queued: [] as unknown[], now: [] as unknown[] }));
vi.mock("../../../personalisation/browser-events.ts", () => ({
  queueDecideEvents: (...events: unknown[]) => sent.queued.push(...events.filter(Boolean)),
  sendDecideEventsNow: (...events: unknown[]) => sent.now.push(...events.filter(Boolean)),
}));

let watched: Element[] = [];
let seen: IntersectionObserverCallback = () => undefined;
beforeEach(() => {
  watched = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        seen = callback;
      }
      observe(element: Element) {
        watched.push(element);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

test("the server's HTML reports its first 3 items seen and an item followed, before the block's code comes", () => {
  // The block's markup without its code (as the server sent it): the tracker alone watches it.
  const html = renderUpsell(upsellItemsOf(SUMMIT_PARKA_UPSELL), { fields: { stackedCount: 4 } }).container.innerHTML;
  cleanup();
  watched = [];
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const stop = trackUpsell(container);
  expect(watched.map((element) => element.getAttribute("data-rec-token"))).toEqual(SUMMIT_PARKA_UPSELL.slice(0, 3).map((item) => item.recToken));
  seen(watched.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
  expect(sent.queued).toEqual([expect.objectContaining({ recImpressions: SUMMIT_PARKA_UPSELL.slice(0, 3).map((item) => item.recToken) })]);
  const link = container.querySelector(`[data-rec-token="${SUMMIT_PARKA_UPSELL[1]!.recToken}"] a`)!;
  link.addEventListener("click", (event) => event.preventDefault());
  fireEvent.click(link);
  expect(sent.now).toEqual([expect.objectContaining({ recClicks: [SUMMIT_PARKA_UPSELL[1]!.recToken] })]);
  stop();
});
