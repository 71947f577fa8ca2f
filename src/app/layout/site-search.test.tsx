// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createAnalyticsBus } from "../../analytics/event-bus.ts";
import { AnalyticsContext } from "../../analytics/use-analytics.ts";
import LinkedCard from "../../blocks/linked-card/linked-card.tsx";
import { linkedCardSchema } from "../../blocks/linked-card/schema.ts";
import { SearchViewProvider } from "../../ui/search-view.tsx";
import { SiteSearch } from "./site-search.tsx";

const card = linkedCardSchema.parse({ title: "Layering guide", targets: [{ text: "Read", url: "/en-us/layering-guide" }] });

/** The header's search and a linked card on the page, sharing one search view. */
function renderPage(language = "en") {
  const bus = createAnalyticsBus();
  const events = vi.fn();
  bus.subscribe(events);
  render(
    <AnalyticsContext.Provider value={bus}>
      <SearchViewProvider>
        <SiteSearch language={language} />
        <LinkedCard {...card} blockId="card" />
      </SearchViewProvider>
    </AnalyticsContext.Provider>,
  );
  return events;
}

const toggle = (name = "Search") => screen.getByRole("button", { name });
const searchLandmark = () => screen.queryByRole("search");

// jsdom cannot navigate: links are followed nowhere in these tests.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener("click", stayOnPage));
afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  cleanup();
});

describe("search disclosure", () => {
  test("closed at first: the panel is hidden and the button says so", () => {
    renderPage();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(searchLandmark()).toBeNull();
  });

  test("the button opens a search landmark with a labelled field, focused", () => {
    renderPage();
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle().getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole("search", { name: "Site search" })).toBeTruthy();
    const field = screen.getByRole("searchbox", { name: "Search for products and stories" });
    expect(document.activeElement).toBe(field);
  });

  test("Escape closes it and returns the focus to the button; the button closes it too", () => {
    renderPage();
    fireEvent.click(toggle());
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    expect(searchLandmark()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(searchLandmark()).toBeNull();
  });

  test("the typed term is kept while the panel closes and opens again", () => {
    renderPage();
    fireEvent.click(toggle());
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "rain shell" } });
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    fireEvent.click(toggle());
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("rain shell");
  });

  test("submitting stays on the page (there is no results page)", () => {
    renderPage();
    fireEvent.click(toggle());
    const submitted = fireEvent.submit(screen.getByRole("search"));
    expect(submitted).toBe(false);
  });

  test.each([
    ["fr", "Rechercher", "Recherche sur le site"],
    ["de", "Suche", "Websitesuche"],
  ])("in %s", (language, button, landmark) => {
    renderPage(language);
    fireEvent.click(toggle(button));
    expect(screen.getByRole("search", { name: landmark })).toBeTruthy();
  });
});

describe("linked card in the search view (content spec §2)", () => {
  const searchContent = (events: ReturnType<typeof vi.fn>) => events.mock.calls.filter(([name]) => name === "topNav.onClickSearchContent");

  test("while the search view is open a click records topNav.onClickSearchContent with the card's title and target", () => {
    const events = renderPage();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "Layering guide" }));
    expect(searchContent(events)).toEqual([["topNav.onClickSearchContent", { title: "Layering guide", url: "/en-us/layering-guide" }]]);
  });

  test("with the search view closed (never opened, or closed again) a click records nothing", () => {
    const events = renderPage();
    fireEvent.click(screen.getByRole("link", { name: "Layering guide" }));
    fireEvent.click(toggle());
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    fireEvent.click(screen.getByRole("link", { name: "Layering guide" }));
    expect(searchContent(events)).toEqual([]);
  });
});
