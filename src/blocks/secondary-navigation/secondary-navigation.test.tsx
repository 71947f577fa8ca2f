// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EngineProvider } from "../../engine/react/engine-context.tsx";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../registry/create-registry.ts";
import { secondaryNavigationSchema } from "./schema.ts";
import SecondaryNavigation, { isCurrentPage } from "./secondary-navigation.tsx";

const fields = {
  title: "Help topics",
  targets: [
    { text: "Help centre", url: "/en-us/help" },
    { text: "Shipping", url: "/en-us/help-shipping" },
    { text: "Returns", url: "/en-us/help-returns" },
  ],
};

function renderNavigation(pathname = "/en-us", extra: Record<string, unknown> = {}) {
  return render(
    <EngineProvider value={{ registry: createRegistry([]), page: pageContext({ pathname }) }}>
      <SecondaryNavigation {...secondaryNavigationSchema.parse({ ...fields, ...extra })} blockId="secondary" />
    </EngineProvider>,
  );
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

describe("secondary navigation", () => {
  test("a navigation landmark named by its title, with a disclosure button controlling the list", () => {
    renderNavigation();
    const nav = screen.getByRole("navigation", { name: "Help topics" });
    const button = within(nav).getByRole("button", { name: "Help topics" });
    const list = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(list.tagName).toBe("UL");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(list.hasAttribute("data-open")).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(list.hasAttribute("data-open")).toBe(true);
    fireEvent.click(button);
    expect(list.hasAttribute("data-open")).toBe(false);
  });

  test("Escape closes the open panel and returns the focus to the button", () => {
    renderNavigation();
    const button = screen.getByRole("button", { name: "Help topics" });
    fireEvent.click(button);
    const link = screen.getByRole("link", { name: "Shipping" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  test("the link to the current page is marked", () => {
    renderNavigation("/en-us/help-shipping");
    expect(screen.getByRole("link", { name: "Shipping" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Returns" }).getAttribute("aria-current")).toBeNull();
  });

  test.each([
    [false, false],
    [true, true],
  ])("showDivider %s: divider class %s", (showDivider, divided) => {
    renderNavigation("/en-us", { showDivider });
    expect(screen.getByRole("navigation").className.includes("divided")).toBe(divided);
  });
});

test.each([
  ["/en-us/help", "/en-us/help", true],
  ["/en-us/help/", "/en-us/help", true],
  ["/en-us/help?tab=1#top", "/en-us/help", true],
  ["/en-us/help", "/en-us/help-shipping", false],
  ["https://example.com/en-us/help", "/en-us/help", false],
  ["/", "/", false],
])("isCurrentPage(%s, %s) = %s", (url, pathname, expected) => {
  expect(isCurrentPage(url, pathname)).toBe(expected);
});

describe("schema", () => {
  test.each([
    ["no title", { ...fields, title: " " }, "title", "A secondary navigation needs a title (it names the navigation and its button)"],
    ["no links", { ...fields, targets: [] }, "targets", "A secondary navigation needs at least one link"],
    ["a link without text", { ...fields, targets: [{ url: "/en-us/help" }] }, "targets.0.text", "A link needs a text"],
    ["an unsafe link", { ...fields, targets: [{ text: "x", url: "vbscript:msgbox(1)" }] }, "targets.0.url", "Unsafe URL: only relative, http(s), mailto and tel links are allowed"],
  ])("refuses %s", (_name, input, path, message) => {
    const result = secondaryNavigationSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([path, message]);
  });
});
