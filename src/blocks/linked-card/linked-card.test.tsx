// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createAnalyticsBus } from "../../analytics/event-bus.ts";
import { AnalyticsContext } from "../../analytics/use-analytics.ts";
import { linkedCardSchema } from "./schema.ts";
import LinkedCard from "./linked-card.tsx";
import { SearchViewProvider } from "../../ui/search-view.tsx";

const fields = {
  title: "Jackets",
  subtitle: "Shells and insulation",
  media: { type: "image", url: "/media/card-jackets.svg", alt: "A red jacket", width: 800, height: 600 },
  richText: '<p>Lifetime repairs. <a href="/en-us/help-returns">How repairs work</a></p>',
  targets: [
    { text: "Shop jackets", url: "/en-us/c/jackets-100200" },
    { text: "Find a store", url: "/en-us/contact-us", style: "secondary" },
  ],
};

function renderCard(input: Record<string, unknown>, wrap: (card: ReactNode) => ReactNode = (card) => card) {
  const bus = createAnalyticsBus();
  const events = vi.fn();
  bus.subscribe(events);
  const props = linkedCardSchema.parse(input);
  render(<AnalyticsContext.Provider value={bus}>{wrap(<LinkedCard {...props} blockId="card" />)}</AnalyticsContext.Provider>);
  return events;
}

// jsdom cannot navigate: links are followed nowhere in these tests.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener("click", stayOnPage));
afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  cleanup();
});

describe("linked card", () => {
  test("the title links to the first target; the first button is not a second link", () => {
    renderCard(fields);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Jackets", "/en-us/c/jackets-100200"],
      ["How repairs work", "/en-us/help-returns"],
      ["Find a store", "/en-us/contact-us"],
    ]);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Jackets");
  });

  test("without a title the first button's text is the heading and the link", () => {
    renderCard({ ...fields, title: undefined });
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Shop jackets");
  });

  test.each([
    ["below", "layoutBelow"],
    ["overlay", "layoutOverlay"],
    ["overlay-bottom", "layoutOverlayBottom"],
    ["overlay-top", "layoutOverlayTop"],
  ])("layout %s", (layout, className) => {
    renderCard({ ...fields, layout, gradientStyle: "full" });
    const card = screen.getByRole("article");
    expect(card.className).toContain(className);
    expect(card.className.includes("overlaid")).toBe(layout !== "below");
    // The gradient only over an image with text on it.
    expect(card.querySelector("[class*=gradient]") !== null).toBe(layout !== "below");
  });

  test.each([
    ["full", "35%"],
    ["focused", "50%"],
    ["off", "0%"],
  ])("gradient %s covers %s of the image", (gradientStyle, height) => {
    renderCard({ ...fields, layout: "overlay-bottom", gradientStyle });
    const card = screen.getByRole("article");
    expect(card.style.getPropertyValue("--gradient-height")).toBe(height);
    expect(card.querySelector("[class*=gradient]") !== null).toBe(gradientStyle !== "off");
  });

  test("centre alignment and a badge with its alt text", () => {
    renderCard({ ...fields, alignment: "center", badge: { url: "/media/badge-new.svg", alt: "New" } });
    expect(screen.getByRole("article").className).toContain("center");
    expect(screen.getByRole("img", { name: "New" }).getAttribute("src")).toBe("/media/badge-new.svg");
  });
});

describe("search-content event", () => {
  test.each([
    ["outside any search view", (card: ReactNode) => card, false],
    ["inside a closed search view", (card: ReactNode) => <SearchViewProvider>{card}</SearchViewProvider>, false],
    ["inside the open search view", (card: ReactNode) => <SearchViewProvider defaultOpen>{card}</SearchViewProvider>, true],
  ])("%s: recorded = %s", (_name, wrap, recorded) => {
    const events = renderCard(fields, wrap);
    fireEvent.click(screen.getByRole("link", { name: "Jackets" }));
    const calls = events.mock.calls.filter(([name]) => name === "topNav.onClickSearchContent");
    expect(calls).toEqual(recorded ? [["topNav.onClickSearchContent", { title: "Jackets", url: "/en-us/c/jackets-100200" }]] : []);
  });

  test("a click on another link of the card records that link's URL", () => {
    const events = renderCard(fields, (card) => <SearchViewProvider defaultOpen>{card}</SearchViewProvider>);
    fireEvent.click(screen.getByRole("link", { name: "Find a store" }));
    expect(events).toHaveBeenCalledWith("topNav.onClickSearchContent", { title: "Jackets", url: "/en-us/contact-us" });
  });

  test("a click on the card's text (not a link) records nothing", () => {
    const events = renderCard(fields, (card) => <SearchViewProvider defaultOpen>{card}</SearchViewProvider>);
    fireEvent.click(screen.getByText("Shells and insulation"));
    expect(events).not.toHaveBeenCalled();
  });

  test("a card with promotion tracking records promotion.click", () => {
    const events = renderCard({ ...fields, promotionTracking: { promotionId: "summit-2027", promotionName: "Summit" } });
    fireEvent.click(screen.getByRole("link", { name: "Jackets" }));
    expect(events.mock.calls).toEqual([
      ["promotion.click", { promotionId: "summit-2027", promotionName: "Summit", creativeSlot: "linked-card", url: "/en-us/c/jackets-100200" }],
    ]);
  });
});

describe("linked card schema", () => {
  test.each([
    ["a card below an image", { ...fields }, undefined],
    ["overlay without media", { ...fields, media: undefined, layout: "overlay" }, ["media", "A card with the overlay layout needs an image: its text sits on it"]],
    ["video media", { ...fields, media: { type: "video", url: "/media/clip.mp4" } }, ["media.type", "A linked card shows an image; use a hero or video block for video"]],
    ["a link with no name: no title, no button text", { subtitle: "x", targets: [{ url: "/en-us/help" }] }, ["title", "A linked card with a link needs a title or a first button text: it names the link"]],
    ["no title and no link: a plain card", { subtitle: "x", richText: "<p>Text</p>" }, undefined],
    ["an unknown layout", { ...fields, layout: "sideways" }, ["layout", "layout is one of below, overlay, overlay-bottom, overlay-top"]],
    ["a javascript: target", { ...fields, targets: [{ text: "x", url: "javascript:alert(1)" }] }, ["targets.0.url", "Unsafe URL: only relative, http(s), mailto and tel links are allowed"]],
  ] as const)("%s", (_name, input, failure) => {
    const result = linkedCardSchema.safeParse(input);
    if (!failure) return void expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect([issue.path.join("."), issue.message]).toEqual(failure);
  });

  test("the gradient defaults to off, like every common gradient field", () => {
    expect(linkedCardSchema.parse(fields).gradientStyle).toBe("off");
  });
});
