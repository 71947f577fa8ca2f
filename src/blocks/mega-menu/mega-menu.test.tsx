// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { RouterPageNavigation } from "../../app/navigation/router-page-navigation.tsx";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createAnalyticsBus } from "../../analytics/event-bus.ts";
import { AnalyticsContext } from "../../analytics/use-analytics.ts";
import type { AnalyticsEventName } from "../../analytics/events.ts";
import { MegaMenuFlagsProvider } from "./feature-flags.tsx";
import MegaMenu from "./mega-menu.tsx";
import { megaMenuSchema } from "./schema.ts";

/** A menu with every kind of L1: a plain link, columns with L3s, children, selectors and a banner. */
function menuFields(overrides: Record<string, unknown> = {}) {
  const link = (title: string, url: string) => ({ title, target: { text: title, url } });
  return {
    items: [
      link("New arrivals", "/en-us/c/new-arrivals-100100"),
      {
        ...link("Jackets", "/en-us/c/jackets-100200"),
        id: "jackets",
        columns: [
          { children: [{ ...link("Men", "/en-us/c/mens-jackets"), children: [link("Shells", "/en-us/c/shells-men"), link("Down jackets", "/en-us/c/down-men")] }] },
          { children: [{ ...link("Women", "/en-us/c/womens-jackets"), children: [link("Fleece", "/en-us/c/fleece-women")] }] },
        ],
        menuBanner: { media: { url: "/media/category-jackets.svg", alt: "" }, title: "Built for the long way up", target: { text: "Shop shells", url: "/en-us/c/shells-100210" } },
      },
      {
        ...link("Footwear", "/en-us/c/footwear-100300"),
        id: "footwear",
        children: [link("Hiking boots", "/en-us/c/hiking-boots-100310")],
        visualSelectorsTitle: "Shop by activity",
        visualSelectors: [{ title: "Trail running", mediaObject: { url: "/media/story-trail.svg", alt: "" }, target: { text: "Trail running", url: "/en-us/c/trail-running" } }],
      },
    ],
    ...overrides,
  };
}

const events: [AnalyticsEventName, unknown][] = [];

function ui(fields: Record<string, unknown>, flags = { mobileL3ShopAll: false }): ReactElement {
  const bus = createAnalyticsBus();
  bus.subscribe((name, payload) => void events.push([name, payload]));
  return (
    <AnalyticsContext.Provider value={bus}>
      <MegaMenuFlagsProvider value={flags}>
        <MegaMenu {...megaMenuSchema.parse(fields)} blockId="menu" />
      </MegaMenuFlagsProvider>
    </AnalyticsContext.Provider>
  );
}

/** The desktop navigation (Radix) and the mobile one (accordion), both in the DOM. */
const desktop = () => screen.getAllByRole("navigation", { name: "Main" })[0]!;
const mobile = () => screen.getAllByRole("navigation", { name: "Main" })[1]!;
const trigger = (name: string) => within(desktop()).getByRole("button", { name });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
// Radix opens after 200 ms of hover and closes 150 ms after leaving.
const HOVER_OPEN_MS = 250;
const LEAVE_CLOSE_MS = 200;

// jsdom does not navigate; links are followed only as far as their click handlers.
const preventNavigation = (event: MouseEvent) => {
  if ((event.target as Element).closest?.("a")) event.preventDefault();
};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  events.length = 0;
  document.addEventListener("click", preventNavigation);
});
afterEach(() => {
  cleanup();
  document.removeEventListener("click", preventNavigation);
});

describe("desktop popover: opening and closing", () => {
  test("opens on hover after Radix's delay and closes after the pointer leaves", async () => {
    render(ui(menuFields()));
    fireEvent.pointerMove(trigger("Jackets"), { pointerType: "mouse" });
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("false");
    await wait(HOVER_OPEN_MS);
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("true");
    expect(within(desktop()).getByRole("link", { name: "Shells" })).toBeTruthy();

    fireEvent.pointerLeave(trigger("Jackets"), { pointerType: "mouse" });
    await wait(LEAVE_CLOSE_MS);
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("false");
    expect(within(desktop()).queryByRole("link", { name: "Shells" })).toBeNull();
  });

  test("with the click-trigger setting, hover does nothing and a click toggles", async () => {
    render(ui(menuFields({ clickTrigger: true })));
    fireEvent.pointerMove(trigger("Jackets"), { pointerType: "mouse" });
    await wait(HOVER_OPEN_MS);
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(trigger("Jackets"));
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("true");
    // Leaving does not close a clicked-open popover.
    fireEvent.pointerLeave(trigger("Jackets"), { pointerType: "mouse" });
    await wait(LEAVE_CLOSE_MS);
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("true");

    fireEvent.click(trigger("Jackets"));
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("false");
  });

  test("a popover shows its columns, the banner and the visual selectors", () => {
    render(ui(menuFields({ clickTrigger: true })));
    fireEvent.click(trigger("Jackets"));
    const popover = document.getElementById(trigger("Jackets").getAttribute("aria-controls")!)!;
    expect(within(popover).getAllByRole("list").length).toBeGreaterThanOrEqual(2);
    expect(within(popover).getByRole("link", { name: /Built for the long way up/ }).getAttribute("href")).toBe("/en-us/c/shells-100210");

    fireEvent.click(trigger("Footwear"));
    const footwear = document.getElementById(trigger("Footwear").getAttribute("aria-controls")!)!;
    expect(within(footwear).getByRole("group", { name: "Shop by activity" })).toBeTruthy();
    expect(within(footwear).getByRole("link", { name: "Trail running" }).getAttribute("href")).toBe("/en-us/c/trail-running");
  });
});

describe("desktop popover: keyboard (Radix navigation menu)", () => {
  test("triggers are buttons in the tab order; Enter / Space reach them as a click", () => {
    render(ui(menuFields()));
    const jackets = trigger("Jackets");
    expect(jackets.tagName).toBe("BUTTON");
    expect(jackets.tabIndex).toBe(0);
    jackets.focus();
    fireEvent.click(jackets);
    expect(jackets.getAttribute("aria-expanded")).toBe("true");
  });

  test("ArrowDown moves into the open popover, Tab moves on inside it, Escape closes and returns to the trigger", () => {
    render(ui(menuFields()));
    const jackets = trigger("Jackets");
    jackets.focus();
    fireEvent.click(jackets);
    fireEvent.keyDown(jackets, { key: "ArrowDown" });
    const popover = document.getElementById(jackets.getAttribute("aria-controls")!)!;
    const links = within(popover).getAllByRole("link");
    expect(document.activeElement).toBe(links[0]);
    expect(links[0]!.textContent).toBe("Shop all Jackets");

    fireEvent.keyDown(document.activeElement!, { key: "Tab" });
    expect(document.activeElement).toBe(links[1]);

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(jackets.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(jackets);
  });

  test("an open popover leaves nothing focusable hidden from assistive technology (axe aria-hidden-focus)", () => {
    render(ui(menuFields({ clickTrigger: true })));
    fireEvent.click(trigger("Jackets"));
    const hiddenFocusable = [...desktop().querySelectorAll<HTMLElement>('[aria-hidden="true"]')].filter((element) => element.tabIndex >= 0 || element.querySelector("a, button, [tabindex]"));
    expect(hiddenFocusable).toEqual([]);
    // The proxy is still there, passing Tab from the trigger into the popover.
    expect(desktop().querySelector('li > span[tabindex="0"]')).not.toBeNull();
  });

  test("ArrowRight and ArrowLeft move between the bar's items", async () => {
    render(ui(menuFields()));
    const jackets = trigger("Jackets");
    jackets.focus();
    fireEvent.keyDown(jackets, { key: "ArrowRight" });
    await wait(0);
    expect(document.activeElement).toBe(trigger("Footwear"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    await wait(0);
    expect(document.activeElement).toBe(jackets);
    fireEvent.keyDown(jackets, { key: "ArrowLeft" });
    await wait(0);
    expect(document.activeElement).toBe(within(desktop()).getByRole("link", { name: "New arrivals" }));
  });

  test("Escape closes a popover opened by hover, with the focus on its trigger", async () => {
    render(ui(menuFields()));
    trigger("Footwear").focus();
    fireEvent.pointerMove(trigger("Footwear"), { pointerType: "mouse" });
    await wait(HOVER_OPEN_MS);
    expect(trigger("Footwear").getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(trigger("Footwear"), { key: "Escape" });
    expect(trigger("Footwear").getAttribute("aria-expanded")).toBe("false");
  });
});

describe("closing on navigation", () => {
  function Navigator() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate("/en-us/c/jackets-100200")}>
        go
      </button>
    );
  }

  test("a React Router location change closes the popover and the mobile panel", () => {
    render(
      <MemoryRouter initialEntries={["/en-us"]}>
        <RouterPageNavigation>
          {ui(menuFields({ clickTrigger: true }))}
          <Navigator />
        </RouterPageNavigation>
      </MemoryRouter>,
    );
    fireEvent.click(trigger("Jackets"));
    const menuButton = within(mobile()).getByRole("button", { name: "Menu" });
    fireEvent.click(menuButton);
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("true");
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "go" }));
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("false");
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
  });

  test("the first render inside a router closes nothing", () => {
    render(
      <MemoryRouter initialEntries={["/en-us"]}>
        <RouterPageNavigation>{ui(menuFields())}</RouterPageNavigation>
      </MemoryRouter>,
    );
    const menuButton = within(mobile()).getByRole("button", { name: "Menu" });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
  });
});

describe("analytics", () => {
  test.each([
    ["an L1 link in the bar", "New arrivals", { label: "New arrivals", url: "/en-us/c/new-arrivals-100100", level: 1, path: ["New arrivals"] }],
    ["the shop-all link", "Shop all Jackets", { label: "Shop all Jackets", url: "/en-us/c/jackets-100200", level: 1, path: ["Jackets"] }],
    ["an L2 link", "Men", { label: "Men", url: "/en-us/c/mens-jackets", level: 2, path: ["Jackets", "Men"] }],
    ["an L3 link", "Down jackets", { label: "Down jackets", url: "/en-us/c/down-men", level: 3, path: ["Jackets", "Men", "Down jackets"] }],
    ["the banner", "Built for the long way up", { label: "Built for the long way up", url: "/en-us/c/shells-100210", level: 2, path: ["Jackets", "Built for the long way up"] }],
  ])("desktop: %s records topNav.onClickTopNavLink", (_name, linkName, payload) => {
    render(ui(menuFields({ clickTrigger: true })));
    fireEvent.click(trigger("Jackets"));
    fireEvent.click(within(desktop()).getByRole("link", { name: new RegExp(`^${linkName}`) }));
    expect(events).toEqual([["topNav.onClickTopNavLink", payload]]);
  });

  test("desktop: a link click also closes the popover", () => {
    render(ui(menuFields({ clickTrigger: true })));
    fireEvent.click(trigger("Jackets"));
    fireEvent.click(within(desktop()).getByRole("link", { name: "Shells" }));
    expect(trigger("Jackets").getAttribute("aria-expanded")).toBe("false");
  });

  test("mobile: expanding a section records topNav.onClickMobileMenuSection, collapsing does not", () => {
    render(ui(menuFields()));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Menu" }));
    const jackets = within(mobile()).getByRole("button", { name: "Jackets" });
    fireEvent.click(jackets);
    expect(jackets.getAttribute("aria-expanded")).toBe("true");
    const men = within(mobile()).getByRole("button", { name: "Men" });
    fireEvent.click(men);
    fireEvent.click(men);
    fireEvent.click(jackets);
    expect(jackets.getAttribute("aria-expanded")).toBe("false");
    expect(events).toEqual([
      ["topNav.onClickMobileMenuSection", { label: "Jackets", level: 1 }],
      ["topNav.onClickMobileMenuSection", { label: "Men", level: 2 }],
    ]);
  });

  test("mobile: links record topNav.onClickTopNavLink with their path", () => {
    render(ui(menuFields()));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Menu" }));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Jackets" }));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Women" }));
    fireEvent.click(within(mobile()).getByRole("link", { name: "Fleece" }));
    expect(events.at(-1)).toEqual(["topNav.onClickTopNavLink", { label: "Fleece", url: "/en-us/c/fleece-women", level: 3, path: ["Jackets", "Women", "Fleece"] }]);
  });
});

describe("shop-all links per breakpoint", () => {
  const withHide = (hideShopAll: Record<string, boolean>) =>
    menuFields({ clickTrigger: true, items: menuFields().items.map((item) => ("id" in item && item.id === "jackets" ? { ...item, hideShopAll } : item)) });

  test.each([
    ["shown on both", {}, true, true],
    ["hidden on small screens", { sm: true }, false, true],
    ["hidden on large screens", { lg: true }, true, false],
    ["hidden on both", { sm: true, lg: true }, false, false],
  ])("%s", (_name, hideShopAll, onMobile, onDesktop) => {
    render(ui(withHide(hideShopAll)));
    fireEvent.click(trigger("Jackets"));
    expect(within(desktop()).queryByRole("link", { name: "Shop all Jackets" }) !== null).toBe(onDesktop);
    fireEvent.click(within(mobile()).getByRole("button", { name: "Menu" }));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Jackets" }));
    expect(within(mobile()).queryByRole("link", { name: "Shop all Jackets" }) !== null).toBe(onMobile);
  });

  test.each([
    [false, []],
    [true, ["Shop all Men"]],
  ])("mobile L3 shop-all with the flag on: %s", (flag, expected) => {
    render(ui(menuFields(), { mobileL3ShopAll: flag }));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Menu" }));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Jackets" }));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Men" }));
    const found = within(mobile()).queryAllByRole("link", { name: /^Shop all Men$/ }).map((element) => element.textContent);
    expect(found).toEqual(expected);
    if (flag) expect(within(mobile()).getByRole("link", { name: "Shop all Men" }).getAttribute("href")).toBe("/en-us/c/mens-jackets");
  });
});

describe("mobile menu", () => {
  test("the menu button controls the panel; Escape closes it and returns the focus", () => {
    render(ui(menuFields()));
    const button = within(mobile()).getByRole("button", { name: "Menu" });
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(panel.hidden).toBe(false);
    const jackets = within(panel).getByRole("button", { name: "Jackets" });
    jackets.focus();
    fireEvent.keyDown(jackets, { key: "Escape" });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  test("sections are disclosure buttons controlling their panels", () => {
    render(ui(menuFields()));
    fireEvent.click(within(mobile()).getByRole("button", { name: "Menu" }));
    const footwear = within(mobile()).getByRole("button", { name: "Footwear" });
    const panel = document.getElementById(footwear.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(footwear);
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole("link", { name: "Hiking boots" })).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Trail running" })).toBeTruthy();
  });

  test("outside a router (Storybook, previews) it renders both navigations and still works", () => {
    render(ui(menuFields()));
    expect(screen.getAllByRole("navigation")).toHaveLength(2);
    const button = within(mobile()).getByRole("button", { name: "Menu" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });
});
