// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { siteById } from "../../../contracts/sites.ts";
import LinkedCard from "../../blocks/linked-card/linked-card.tsx";
import { linkedCardSchema } from "../../blocks/linked-card/schema.ts";
import { JACKET_SUGGESTIONS, RAIN_SHELL_SUGGESTIONS } from "../../commerce/search/testing/auto-suggest-answers.ts";
import { renderSiteSearch, stubAutoSuggest } from "./testing/render-site-search.tsx";
import { loadSearchCombobox } from "./site-search.tsx";

// The combobox loads on intent (site-search.tsx); loaded once here, it mounts with the panel.
// So is the commerce client the suggestions' query imports when it first runs.
beforeAll(() => Promise.all([loadSearchCombobox(), import("../../commerce/commerce-access.ts")]));

const card = linkedCardSchema.parse({ title: "Layering guide", targets: [{ text: "Read", url: "/en-us/layering-guide" }] });

const toggle = (name = "Search") => screen.getByRole("button", { name });
const searchLandmark = () => screen.queryByRole("search");
const field = () => screen.getByRole("combobox") as HTMLInputElement;
const listbox = () => document.getElementById(field().getAttribute("aria-controls")!)!;
const location = () => screen.getByTestId("location").textContent;
const activeOption = () => {
  const id = field().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

/** Lets timers run (the debounce, TanStack's notifications) and answers settle. */
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // The answer's body is read on real turns, outside the fake clock; TanStack then tells the
  // component on a timer of its own (0 ms, fake).
  for (let turn = 0; turn < 5; turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
};
const type = async (value: string, pause = 250) => {
  fireEvent.change(field(), { target: { value } });
  await wait(pause);
};
const key = (name: string) => fireEvent.keyDown(field(), { key: name });

// jsdom cannot navigate: links are followed nowhere in these tests.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => {
  // setImmediate stays real: the answers' bodies are read on real turns (see wait).
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  document.addEventListener("click", stayOnPage);
});
afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("search disclosure", () => {
  test("closed at first: the panel is hidden and the button says so", () => {
    renderSiteSearch();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(searchLandmark()).toBeNull();
  });

  test("the button opens a search landmark with a labelled combobox, focused", () => {
    renderSiteSearch();
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle().getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole("search", { name: "Site search" })).toBeTruthy();
    const combobox = screen.getByRole("combobox", { name: "Search for products and stories" });
    expect(document.activeElement).toBe(combobox);
    expect(combobox.getAttribute("aria-autocomplete")).toBe("list");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(listbox().getAttribute("role")).toBe("listbox");
  });

  test("Escape in an empty field closes the panel and returns the focus to the button; the button closes it too", () => {
    renderSiteSearch();
    fireEvent.click(toggle());
    key("Escape");
    expect(searchLandmark()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(searchLandmark()).toBeNull();
  });

  test("the typed term is kept while the panel closes and opens again", async () => {
    stubAutoSuggest({});
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("rain shell");
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(field().value).toBe("rain shell");
  });

  test.each([
    ["fr", "Rechercher", "Recherche sur le site"],
    ["de", "Suche", "Websitesuche"],
  ])("in %s", (language, button, landmark) => {
    renderSiteSearch({ language });
    fireEvent.click(toggle(button));
    expect(screen.getByRole("search", { name: landmark })).toBeTruthy();
  });
});

describe("submitting", () => {
  test("is a GET form to the site's search page, so it works before JavaScript", () => {
    renderSiteSearch({ site: siteById("RL-DE"), path: "/de-de" });
    const form = document.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/de-de/search");
    expect(form.method).toBe("get");
    expect(form.querySelector("input")!.name).toBe("q");
  });

  test("navigates to the search page of the typed term, records search.submit and closes the panel", async () => {
    stubAutoSuggest({});
    const { events } = renderSiteSearch();
    fireEvent.click(toggle());
    await type(" rain shell ");
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/en-us/search?q=rain+shell");
    expect(events).toHaveBeenCalledWith("search.submit", { term: "rain shell" });
    expect(searchLandmark()).toBeNull();
  });

  test("an empty field goes nowhere", () => {
    const { events } = renderSiteSearch();
    fireEvent.click(toggle());
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/en-us");
    expect(events).not.toHaveBeenCalled();
  });

  test("the site comes from the path when the header does not give it", async () => {
    stubAutoSuggest({});
    renderSiteSearch({ path: "/fr-ca/c/vestes-100200" });
    fireEvent.click(toggle("Rechercher"));
    await type("veste");
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/fr-ca/search?q=veste");
  });
});

describe("suggestions", () => {
  test("typing shows grouped suggestions: terms with counts, categories, products with picture and price", async () => {
    const { asked } = stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    expect(asked).toEqual(["jack"]);
    expect(field().getAttribute("aria-expanded")).toBe("true");
    const groups = within(listbox()).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-labelledby") && document.getElementById(group.getAttribute("aria-labelledby")!)!.textContent)).toEqual(["Suggested searches", "Categories", "Products"]);
    expect(within(listbox()).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "jacket 52 products",
      "Jackets 48 products",
      "Down jackets 16 products",
      "Men's Basecamp Down Jacket $195.00 – $200.00Price $195.00 – $200.00",
      "Men's Cascade Rain Jacket $286.99$410.00Sale price $286.99, was $410.00",
    ]);
    const picture = within(listbox()).getAllByRole("option")[4]!.querySelector("img")!;
    expect(picture.getAttribute("src")).toBe("/media/products/RLSH1001/NVY-front.svg");
    expect(picture.getAttribute("alt")).toBe("");
    expect(screen.getByRole("status").textContent).toBe("5 suggestions available, use the up and down arrow keys to browse.");
  });

  test("asks once typing pauses for 200 ms, and from 2 characters", async () => {
    const { asked } = stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("j", 300);
    expect(asked).toEqual([]);
    await type("ja", 100);
    await type("jac", 100);
    await type("jack", 150);
    expect(asked).toEqual([]);
    await wait(60);
    expect(asked).toEqual(["jack"]);
    expect(field().getAttribute("aria-expanded")).toBe("true");
  });

  test("the arrow keys move aria-activedescendant through the options, wrapping at both ends", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    expect(activeOption()).toBeNull();
    key("ArrowDown");
    expect(activeOption()?.textContent).toBe("jacket 52 products");
    expect(activeOption()?.getAttribute("aria-selected")).toBe("true");
    key("ArrowDown");
    expect(activeOption()?.textContent).toBe("Jackets 48 products");
    key("ArrowUp");
    key("ArrowUp");
    expect(activeOption()?.textContent).toMatch(/^Men's Cascade Rain Jacket/);
    key("ArrowDown");
    expect(activeOption()?.textContent).toBe("jacket 52 products");
    expect(document.activeElement).toBe(field());
  });

  test("Enter on a suggested term searches for it (search.submit with the suggestion)", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    const { events } = renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    key("ArrowDown");
    key("Enter");
    expect(location()).toBe("/en-us/search?q=jacket");
    expect(events).toHaveBeenCalledWith("search.submit", { term: "jack", suggestion: "jacket" });
  });

  test("Enter on a category or a product follows its link and records topNav.onClickSearchContent", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    const { events } = renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    key("ArrowUp");
    key("Enter");
    expect(location()).toBe("/en-us/p/mens-cascade-rain-jacket-RLSH1001");
    expect(events).toHaveBeenCalledWith("topNav.onClickSearchContent", { title: "Men's Cascade Rain Jacket", url: "/en-us/p/mens-cascade-rain-jacket-RLSH1001" });
    expect(searchLandmark()).toBeNull();
  });

  test("a click on an option follows it", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    const { events } = renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    const jackets = screen.getByRole("option", { name: "Jackets 48 products" });
    fireEvent.mouseDown(jackets);
    fireEvent.click(jackets);
    expect(location()).toBe("/en-us/c/jackets-100200");
    expect(events).toHaveBeenCalledWith("topNav.onClickSearchContent", { title: "Jackets", url: "/en-us/c/jackets-100200" });
  });

  test("Escape closes the popup, a second one clears the field, a third closes the panel", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    key("ArrowDown");
    key("Escape");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(field().hasAttribute("aria-activedescendant")).toBe(false);
    expect(listbox().hidden).toBe(true);
    expect(field().value).toBe("jack");
    key("ArrowDown");
    expect(field().getAttribute("aria-expanded")).toBe("true");
    key("Escape");
    key("Escape");
    expect(field().value).toBe("");
    expect(searchLandmark()).not.toBeNull();
    key("Escape");
    expect(searchLandmark()).toBeNull();
  });

  test("Enter without an active option submits the typed words, not a suggestion", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    // jsdom does not submit on Enter: the key is left to the form (not prevented), which submits.
    expect(key("Enter")).toBe(true);
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/en-us/search?q=jack");
  });

  test("leaving the field (Tab) closes the popup", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    fireEvent.blur(field());
    expect(field().getAttribute("aria-expanded")).toBe("false");
  });

  test("an empty answer says so, and submitting still works", async () => {
    stubAutoSuggest({});
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("zzzz");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(screen.getAllByText("No suggestions").length).toBe(2); // shown, and announced
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/en-us/search?q=zzzz");
  });

  test("a failed answer says there are no suggestions", async () => {
    stubAutoSuggest({}, { failing: ["jack"] });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe("No suggestions");
  });

  test("the last answer stays while the next loads, and a slower older answer never replaces a newer one", async () => {
    const { asked, signals, release } = stubAutoSuggest({ jack: JACKET_SUGGESTIONS, "rain sh": RAIN_SHELL_SUGGESTIONS }, { held: true });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    await type("rain sh");
    expect(asked).toEqual(["jack", "rain sh"]);
    // The superseded request is cancelled (this stub answers it anyway, late).
    expect(signals.get("jack")?.aborted).toBe(true);
    expect(signals.get("rain sh")?.aborted).toBe(false);
    release("rain sh");
    await wait(10);
    const options = () => within(listbox()).getAllByRole("option").map((option) => option.textContent);
    expect(options()[0]).toBe("rain shell 5 products");
    release("jack");
    await wait(10);
    expect(options()[0]).toBe("rain shell 5 products");
    // Typing on: the shown answer stays until the next one arrives (no flicker).
    await type("rain shel");
    expect(options()[0]).toBe("rain shell 5 products");
    expect(field().getAttribute("aria-expanded")).toBe("true");
  });

  test("in German: words and prices of the site", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    renderSiteSearch({ site: siteById("RL-DE"), path: "/de-de" });
    fireEvent.click(toggle("Suche"));
    await type("jack");
    expect(within(listbox()).getByRole("group", { name: "Kategorien" })).toBeTruthy();
    expect(screen.getByRole("option", { name: /^jacket 52 Produkte$/ })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/^5 Vorschläge verfügbar/);
  });

  test("the open popup has no axe violations", async () => {
    stubAutoSuggest({ jack: JACKET_SUGGESTIONS });
    renderSiteSearch();
    fireEvent.click(toggle());
    await type("jack");
    key("ArrowDown");
    vi.useRealTimers();
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`)).toEqual([]);
  });
});

describe("linked card in the search view (content spec §2)", () => {
  const searchContent = (events: ReturnType<typeof vi.fn>) => events.mock.calls.filter(([name]) => name === "topNav.onClickSearchContent");

  test("while the search view is open a click records topNav.onClickSearchContent with the card's title and target", () => {
    const { events } = renderSiteSearch({ children: <LinkedCard {...card} blockId="card" /> });
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "Layering guide" }));
    expect(searchContent(events)).toEqual([["topNav.onClickSearchContent", { title: "Layering guide", url: "/en-us/layering-guide" }]]);
  });

  test("with the search view closed (never opened, or closed again) a click records nothing", () => {
    const { events } = renderSiteSearch({ children: <LinkedCard {...card} blockId="card" /> });
    fireEvent.click(screen.getByRole("link", { name: "Layering guide" }));
    fireEvent.click(toggle());
    key("Escape");
    fireEvent.click(screen.getByRole("link", { name: "Layering guide" }));
    expect(searchContent(events)).toEqual([]);
  });
});
