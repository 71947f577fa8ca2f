// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test } from "vitest";
import { createAnalyticsBus } from "./event-bus.ts";
import { promotionAttributes, promotionOf, trackPromotions } from "./promotion-tracker.ts";

/** A stand-in IntersectionObserver: the test says which elements came into view. */
const observers: StubObserver[] = [];
class StubObserver {
  observed = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element) {
    if (this.observed.has(element)) this.callback([{ target: element, isIntersecting: true }]);
  }
}

let events: { name: string; payload: unknown }[];
let stop: () => void;
let root: HTMLElement;

beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = StubObserver;
  observers.length = 0;
  events = [];
  root = document.createElement("main");
  document.body.append(root);
});
afterEach(() => {
  stop?.();
  root.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function start() {
  const bus = createAnalyticsBus();
  bus.subscribe((name, payload) => events.push({ name, payload }));
  stop = trackPromotions(root, bus);
}

function promotion(fields: Record<string, string>, html = '<a href="/en-us/c/jackets">Shop</a>') {
  const element = document.createElement("div");
  for (const [name, value] of Object.entries(promotionAttributes(fields))) element.setAttribute(name, value);
  element.innerHTML = html;
  return element;
}

test.each([
  ['{"promotionId":"P1"}', { promotionId: "P1" }],
  ["not json", undefined],
  ["[1,2]", undefined],
  ["null", undefined],
  ['"text"', undefined],
])("promotionOf(%s)", (raw, expected) => {
  const element = document.createElement("div");
  element.setAttribute("data-promotion", raw);
  expect(promotionOf(element)).toEqual(expected);
});

test("no tracking fields: no attribute", () => {
  expect(promotionAttributes(undefined)).toEqual({});
});

test("a promotion in view is published once", () => {
  const hero = promotion({ promotionId: "P1", creativeSlot: "hero:h1" });
  root.append(hero);
  start();
  observers[0]!.show(hero);
  observers[0]!.show(hero);
  expect(events).toEqual([{ name: "promotion.view", payload: { promotionId: "P1", creativeSlot: "hero:h1" } }]);
});

test("a promotion added later (client navigation, a chosen variant) is observed too", async () => {
  start();
  const wrapper = document.createElement("section");
  const hero = promotion({ promotionId: "P2" });
  wrapper.append(hero);
  root.append(wrapper);
  await new Promise((resolve) => setTimeout(resolve, 0));
  observers[0]!.show(hero);
  expect(events).toEqual([{ name: "promotion.view", payload: { promotionId: "P2" } }]);
});

test("a followed link of a promotion is published with its URL; other clicks are not", () => {
  const hero = promotion({ promotionId: "P3" }, '<a href="/en-us/campaign"><span>Discover</span></a><p>Text</p>');
  root.append(hero, promotion({}, '<a href="/elsewhere">Untracked</a>'));
  root.querySelector("a[href='/elsewhere']")!.parentElement!.removeAttribute("data-promotion");
  start();
  root.addEventListener("click", (event) => event.preventDefault());
  hero.querySelector("span")!.click();
  hero.querySelector("p")!.click();
  (root.querySelector("a[href='/elsewhere']") as HTMLElement).click();
  expect(events).toEqual([{ name: "promotion.click", payload: { promotionId: "P3", url: "/en-us/campaign" } }]);
});

test("stopping removes the click listener and the observers", () => {
  const hero = promotion({ promotionId: "P4" });
  root.append(hero);
  start();
  stop();
  root.addEventListener("click", (event) => event.preventDefault());
  hero.querySelector("a")!.click();
  observers[0]!.show(hero);
  expect(events).toEqual([]);
});
