// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import Accordion from "./accordion.tsx";
import { initialOpen, toggle } from "./accordion-state.ts";
import { accordionSchema } from "./schema.ts";

const items = [
  { heading: "Delivery", richText: "<p>3 to 5 working days.</p>" },
  { heading: "Returns", richText: '<p>Within 60 days. <a href="/en-us/help-returns">How to return</a></p>' },
  { heading: "Sizing", richText: "<p>See the sizing guide.</p>" },
];

function renderAccordion(input: Record<string, unknown>) {
  const props = accordionSchema.parse({ items, ...input });
  render(<Accordion {...props} blockId="faq" />);
}
const button = (name: string) => screen.getByRole("button", { name });
const expanded = () => screen.getAllByRole("button").map((element) => element.getAttribute("aria-expanded") === "true");

afterEach(cleanup);

describe("accordion state", () => {
  test.each([
    ["none marked open", [false, false, false], true, []],
    ["several open, several allowed", [true, false, true], true, [0, 2]],
    ["several marked open, one at a time: the first", [false, true, true], false, [1]],
  ])("initialOpen: %s", (_name, open, allowMultiple, expected) => {
    expect([...initialOpen(open.map((value) => ({ open: value })), allowMultiple)]).toEqual(expected);
  });

  test.each([
    ["open a closed item (several allowed)", [0], 2, true, [0, 2]],
    ["open a closed item (one at a time): the other closes", [0], 2, false, [2]],
    ["close an open item", [0, 2], 0, true, [2]],
    ["close the only open item (one at a time): all closed", [1], 1, false, []],
  ])("toggle: %s", (_name, open, index, allowMultiple, expected) => {
    expect([...toggle(new Set(open), index, allowMultiple)].sort()).toEqual(expected);
  });
});

describe("accordion", () => {
  test("buttons in headings, aria-expanded and aria-controls; closed panels are hidden", () => {
    renderAccordion({ title: "FAQ" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("FAQ");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Delivery", "Returns", "Sizing"]);
    const delivery = button("Delivery");
    const panel = document.getElementById(delivery.getAttribute("aria-controls")!)!;
    expect(delivery.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
    fireEvent.click(delivery);
    expect(delivery.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole("region", { name: "Delivery" })).toBe(panel);
  });

  test("several open: items toggle independently", () => {
    renderAccordion({ allowMultiple: true });
    fireEvent.click(button("Delivery"));
    fireEvent.click(button("Sizing"));
    expect(expanded()).toEqual([true, false, true]);
    fireEvent.click(button("Delivery"));
    expect(expanded()).toEqual([false, false, true]);
  });

  test("one at a time: opening an item closes the open one", () => {
    renderAccordion({ allowMultiple: false, items: items.map((item, index) => ({ ...item, open: index === 0 })) });
    expect(expanded()).toEqual([true, false, false]);
    fireEvent.click(button("Returns"));
    expect(expanded()).toEqual([false, true, false]);
  });

  test("links in a closed panel are out of the tab order (hidden)", () => {
    renderAccordion({});
    expect(screen.queryByRole("link", { name: "How to return" })).toBeNull();
    fireEvent.click(button("Returns"));
    expect(screen.getByRole("link", { name: "How to return" })).toBeTruthy();
  });

  test.each([
    ["Delivery", "ArrowDown", "Returns"],
    ["Sizing", "ArrowDown", "Delivery"],
    ["Delivery", "ArrowUp", "Sizing"],
    ["Returns", "Home", "Delivery"],
    ["Delivery", "End", "Sizing"],
  ])("from %s, %s focuses %s", (from, key, to) => {
    renderAccordion({});
    act(() => button(from).focus());
    fireEvent.keyDown(button(from), { key });
    expect(document.activeElement).toBe(button(to));
  });

  test("item headings at the configured level", () => {
    renderAccordion({ headingLevel: 4 });
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3);
  });
});

describe("accordion schema", () => {
  test.each([
    ["valid", { items }, undefined],
    ["no items", { items: [] }, ["items", "An accordion needs at least one item"]],
    ["an empty heading", { items: [{ heading: " ", richText: "<p>x</p>" }] }, ["items.0.heading", "An accordion item needs a heading"]],
    ["text that sanitises to nothing", { items: [{ heading: "x", richText: "<script>alert(1)</script>" }] }, ["items.0.richText", "An accordion item needs text"]],
    ["level 2 items under a title", { title: "FAQ", headingLevel: 2, items }, ["headingLevel", "Under the accordion's title (a level 2 heading), item headings are level 3"]],
    ["level 4 items under a title", { title: "FAQ", headingLevel: 4, items }, ["headingLevel", "Under the accordion's title (a level 2 heading), item headings are level 3"]],
    ["level 4 items without a title", { headingLevel: 4, items }, undefined],
  ] as const)("%s", (_name, input, failure) => {
    const result = accordionSchema.safeParse(input);
    if (!failure) return void expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect([issue.path.join("."), issue.message]).toEqual(failure);
  });
});
