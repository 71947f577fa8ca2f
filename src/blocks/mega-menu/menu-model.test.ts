import { describe, expect, test } from "vitest";
import { menuDocument } from "../../../contracts/content/layout-documents.ts";
import { megaMenuFromMenuDocument, megaMenuLabelsFor } from "./menu-document.ts";
import { fillTitle, hasPopover, level2Items, popoverColumns, popoverSpans, shopAllLink, topNavLinkPayload, type MenuBreakpoint } from "./menu-model.ts";
import { level1Node, megaMenuSchema, type Level1Node } from "./schema.ts";

/** An L1 from CMS fields (defaults applied by the schema). */
function l1(fields: Record<string, unknown>): Level1Node {
  return level1Node.parse({ title: "Jackets", target: { url: "/en-us/c/jackets-100200" }, ...fields });
}
const leaf = (title: string) => ({ title, target: { url: `/en-us/c/${title.toLowerCase()}` } });

describe("shop-all link", () => {
  test.each<[string, Record<string, unknown>, MenuBreakpoint, { text: string; url: string } | undefined]>([
    ["shown on small screens by default", {}, "sm", { text: "Shop all Jackets", url: "/en-us/c/jackets-100200" }],
    ["shown on large screens by default", {}, "lg", { text: "Shop all Jackets", url: "/en-us/c/jackets-100200" }],
    ["hidden on small screens by hideShopAll.sm", { hideShopAll: { sm: true } }, "sm", undefined],
    ["still shown on large screens with hideShopAll.sm", { hideShopAll: { sm: true } }, "lg", { text: "Shop all Jackets", url: "/en-us/c/jackets-100200" }],
    ["hidden on large screens by hideShopAll.lg", { hideShopAll: { lg: true } }, "lg", undefined],
    ["still shown on small screens with hideShopAll.lg", { hideShopAll: { lg: true } }, "sm", { text: "Shop all Jackets", url: "/en-us/c/jackets-100200" }],
    ["override text", { overrideShopAll: { text: "All jackets" } }, "lg", { text: "All jackets", url: "/en-us/c/jackets-100200" }],
    ["override URL and text with the title", { overrideShopAll: { url: "/en-us/c/sale-4000", text: "{title} on sale" } }, "sm", { text: "Jackets on sale", url: "/en-us/c/sale-4000" }],
    ["no URL at all: no link", { target: undefined, children: [leaf("Shells")] }, "lg", undefined],
    ["no target but an override URL", { target: undefined, children: [leaf("Shells")], overrideShopAll: { url: "/en-us/c/jackets-100200" } }, "lg", { text: "Shop all Jackets", url: "/en-us/c/jackets-100200" }],
  ])("%s", (_name, fields, breakpoint, expected) => {
    expect(shopAllLink(l1({ children: [leaf("Shells")], ...fields }), breakpoint, "Shop all {title}")).toEqual(expected);
  });
});

describe("popover content", () => {
  test.each([
    ["a plain link", {}, false],
    ["children", { children: [leaf("Shells")] }, true],
    ["columns", { columns: [{ children: [leaf("Shells")] }] }, true],
    ["visual selectors only", { visualSelectors: [{ title: "Hiking", mediaObject: { url: "/media/card-footwear.svg" }, target: { url: "/en-us/c/hiking-100500" } }] }, true],
    ["a banner only", { menuBanner: { media: { url: "/media/category-jackets.svg" } } }, true],
  ])("%s: popover = %s", (_name, fields, expected) => {
    expect(hasPopover(l1(fields))).toBe(expected);
  });

  test("columns win over children; without columns each child is a column", () => {
    const withColumns = l1({ columns: [{ children: [leaf("Men"), leaf("Women")] }, { children: [leaf("Kids")] }], children: [leaf("Ignored")] });
    expect(popoverColumns(withColumns).map((column) => column.map((node) => node.title))).toEqual([["Men", "Women"], ["Kids"]]);
    expect(level2Items(withColumns).map((node) => node.title)).toEqual(["Men", "Women", "Kids"]);
    const withChildren = l1({ children: [leaf("Shells"), leaf("Down")] });
    expect(popoverColumns(withChildren).map((column) => column.map((node) => node.title))).toEqual([["Shells"], ["Down"]]);
  });

  test.each([
    ["3 columns and a banner leave one: the selectors take a row of their own", 3, true, 2, { columns: 3, selectors: 6, banner: 2 }],
    ["2 columns and a banner: the selectors take the two left", 2, true, 3, { columns: 2, selectors: 2, banner: 2 }],
    ["1 column, no banner: the selectors take five", 1, false, 4, { columns: 1, selectors: 5, banner: 0 }],
    ["6 columns: the selectors take a row of their own", 6, false, 2, { columns: 6, selectors: 6, banner: 0 }],
    ["4 columns, no selectors", 4, true, 0, { columns: 4, selectors: 0, banner: 2 }],
  ])("grid spans of the six columns: %s", (_name, columns, banner, selectors, expected) => {
    const node = l1({
      columns: Array.from({ length: columns }, (_, index) => ({ children: [leaf(`C${index}`)] })),
      menuBanner: banner ? { media: { url: "/media/category-jackets.svg" } } : undefined,
      visualSelectors: Array.from({ length: selectors }, (_, index) => ({ title: `S${index}`, mediaObject: { url: "/media/card-packs.svg" }, target: { url: "/en-us/c/x" } })),
    });
    expect(popoverSpans(node)).toEqual(expected);
  });
});

describe("topNav.onClickTopNavLink payload", () => {
  test.each([
    ["an L1 link", "Sale", "/en-us/c/sale-4000", ["Sale"], 1],
    ["an L2 link", "Shells", "/en-us/c/shells-100210", ["Jackets", "Shells"], 2],
    ["an L3 link", "Men", "/en-us/c/shells-men", ["Jackets", "Shells", "Men"], 3],
  ] as const)("%s has level %s", (_name, label, url, path, level) => {
    expect(topNavLinkPayload(label, url, path)).toEqual({ label, url, level, path: [...path] });
  });

  test("the path is a copy", () => {
    const path = ["Jackets"];
    const payload = topNavLinkPayload("Jackets", "/en-us/c/jackets-100200", path);
    path.push("changed");
    expect(payload.path).toEqual(["Jackets"]);
  });
});

test.each([
  ["Shop all {title}", "Jackets", "Shop all Jackets"],
  ["Alle {title} ansehen", "Jacken", "Alle Jacken ansehen"],
  ["Tout voir : {title}", "Manteaux", "Tout voir : Manteaux"],
  ["Shop everything", "Jackets", "Shop everything"],
])("fillTitle(%s, %s) = %s", (template, title, expected) => {
  expect(fillTitle(template, title)).toBe(expected);
});

describe("schema", () => {
  test.each([
    ["no items", { items: [] }, "items", "A mega menu needs at least one top-level item"],
    ["an L1 with nothing to show", { items: [{ title: "Empty" }] }, "items.0.target", "A top-level menu item needs a target or content for its popover"],
    ["an L2 without target or children", { items: [{ title: "Jackets", children: [{ title: "Men" }] }] }, "items.0.children.0.target", "A level-2 menu item needs a target or children"],
    ["an L3 without target", { items: [{ title: "Jackets", children: [{ title: "Men", children: [{ title: "Shells" }] }] }] }, "items.0.children.0.children.0.target", "A level-3 menu item needs a target (its link)"],
    ["an empty title", { items: [{ title: " ", target: { url: "/en-us" } }] }, "items.0.title", "A menu item needs a title"],
    ["an unsafe URL", { items: [{ title: "X", target: { url: "javascript:alert(1)" } }] }, "items.0.target.url", "Unsafe URL: only relative, http(s), mailto and tel links are allowed"],
    ["seven columns", { items: [{ title: "X", columns: Array.from({ length: 7 }, () => ({ children: [leaf("A")] })) }] }, "items.0.columns", "A menu has at most 6 columns"],
  ])("%s is refused at %s", (_name, input, path, message) => {
    const result = megaMenuSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([path, message]);
  });

  test("defaults: hover, English labels, shop-all shown everywhere", () => {
    const props = megaMenuSchema.parse({ items: [{ title: "Jackets", target: { url: "/en-us/c/jackets-100200" } }] });
    expect(props.clickTrigger).toBe(false);
    expect(props.labels).toEqual({ navigation: "Main", menu: "Menu", shopAll: "Shop all {title}" });
    expect(props.items[0]!.hideShopAll).toEqual({ sm: false, lg: false });
  });
});

describe("the site's menu document through the adapter", () => {
  const document = menuDocument.parse({
    items: [
      { title: "New arrivals", url: "/en-us/c/new-arrivals-100100" },
      { title: "Jackets", url: "/en-us/c/jackets-100200", children: [{ title: "Shells", url: "/en-us/c/shells-100210" }] },
    ],
  });

  test("entries become L1 links or popovers with their shop-all link", () => {
    const props = megaMenuFromMenuDocument(document, { language: "en" })!;
    expect(props.items.map((item) => [item.title, item.target?.url, hasPopover(item)])).toEqual([
      ["New arrivals", "/en-us/c/new-arrivals-100100", false],
      ["Jackets", "/en-us/c/jackets-100200", true],
    ]);
    expect(props.items[1]!.children.map((child) => [child.title, child.target?.url])).toEqual([["Shells", "/en-us/c/shells-100210"]]);
    expect(shopAllLink(props.items[1]!, "lg", props.labels.shopAll)).toEqual({ text: "Shop all Jackets", url: "/en-us/c/jackets-100200" });
    expect(new Set(props.items.map((item) => item.id)).size).toBe(2);
  });

  test.each([
    ["en", "Shop all {title}"],
    ["fr", "Tout voir : {title}"],
    ["de", "Alle {title} ansehen"],
    ["it", "Shop all {title}"],
  ])("labels for %s", (language, shopAll) => {
    expect(megaMenuLabelsFor(language).shopAll).toBe(shopAll);
    expect(megaMenuFromMenuDocument(document, { language })!.labels.shopAll).toBe(shopAll);
  });

  test("the click-trigger setting passes through; an empty menu gives nothing", () => {
    expect(megaMenuFromMenuDocument(document, { clickTrigger: true })!.clickTrigger).toBe(true);
    expect(megaMenuFromMenuDocument({ items: [] })).toBeUndefined();
  });
});
