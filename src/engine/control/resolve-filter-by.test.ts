import { describe, expect, it } from "vitest";
import type { BlockNode } from "../types.ts";
import { resolveFilterBy, type FilterOperator, type FilterVariant, type ResolvedFilterByProps } from "./resolve-filter-by.ts";

const blockNode = (type: string, id: string): BlockNode => ({ kind: "block", id, type, props: {}, lazy: false });

const PRODUCT = "NF0A3C8D";
const OTHER_PRODUCT = "NF0A5GZZ";
const CATEGORY = "123456";
const OTHER_CATEGORY = "654321";

const filterBy = (variant: FilterVariant, operator: FilterOperator, ids: string[]): ResolvedFilterByProps => ({
  variant,
  operator,
  filterBy: ids,
  components: [blockNode("banner", "child-a"), blockNode("spacer", "child-b")],
});

type Page = { productId?: string; categoryId?: string };
const pages = {
  "id in the list": { product: { productId: PRODUCT }, category: { categoryId: CATEGORY } },
  "id not in the list": { product: { productId: OTHER_PRODUCT }, category: { categoryId: OTHER_CATEGORY } },
  "page without an id": { product: {}, category: {} },
} satisfies Record<string, Record<FilterVariant, Page>>;

const listFor = { product: [PRODUCT, "NF0A4QYX"], category: [CATEGORY, "9999"] } satisfies Record<FilterVariant, string[]>;

type PageName = keyof typeof pages;
const row = (operator: FilterOperator, variant: FilterVariant, page: PageName, shown: boolean) => ({ operator, variant, page, shown });

const rows = [
  row("IN", "product", "id in the list", true),
  row("IN", "product", "id not in the list", false),
  row("IN", "product", "page without an id", false),
  row("IN", "category", "id in the list", true),
  row("IN", "category", "id not in the list", false),
  row("IN", "category", "page without an id", false),
  row("NOT IN", "product", "id in the list", false),
  row("NOT IN", "product", "id not in the list", true),
  row("NOT IN", "product", "page without an id", true),
  row("NOT IN", "category", "id in the list", false),
  row("NOT IN", "category", "id not in the list", true),
  row("NOT IN", "category", "page without an id", true),
];

describe("resolveFilterBy", () => {
  it.each(rows)("$operator $variant, $page: shown = $shown", ({ operator, variant, page, shown }) => {
    const props = filterBy(variant, operator, listFor[variant]);
    const selection = resolveFilterBy(props, pages[page][variant]);
    expect(selection.status).toBe("resolved");
    expect(selection.status === "resolved" && selection.nodes.map((node) => node.id)).toEqual(shown ? ["child-a", "child-b"] : []);
  });

  it.each([
    { name: "product filter ignores the category id", variant: "product" as const, ids: { categoryId: PRODUCT } },
    { name: "category filter ignores the product id", variant: "category" as const, ids: { productId: CATEGORY } },
  ])("$name", ({ variant, ids }) => {
    const selection = resolveFilterBy(filterBy(variant, "IN", [PRODUCT, CATEGORY]), ids);
    expect(selection).toMatchObject({ status: "resolved", nodes: [] });
  });

  it("an empty list shows nothing with IN and everything with NOT IN", () => {
    const page = { productId: PRODUCT };
    expect(resolveFilterBy(filterBy("product", "IN", []), page)).toMatchObject({ nodes: [] });
    expect(resolveFilterBy(filterBy("product", "NOT IN", []), page)).toMatchObject({ nodes: [{ id: "child-a" }, { id: "child-b" }] });
  });
});
