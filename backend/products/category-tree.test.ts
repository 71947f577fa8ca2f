import { describe, expect, test } from "vitest";
import { catalogTree, pathTo, treeOrder, type CategoryRow } from "./category-tree.ts";

const row = (id: string, parentId: string | null, position: number, name = `C${id}`): CategoryRow => ({ id, slug: name.toLowerCase(), name, parentId, position });
const rows: CategoryRow[] = [row("2000", null, 1, "Footwear"), row("2100", "2000", 1, "Boots"), row("2200", "2000", 0, "Shoes"), row("1000", null, 0, "Jackets"), row("1100", "1000", 0, "Shells"), row("100100", null, 2, "New"), row("3000", "9999", 3, "Orphan")];

describe("category tree", () => {
  test("treeOrder: depth first, siblings by position; a category whose parent is missing is top-level", () => {
    expect(treeOrder(rows).map((category) => category.id)).toEqual(["1000", "1100", "2000", "2200", "2100", "100100", "3000"]);
  });

  test("pathTo: breadcrumbs from the top; unknown id empty", () => {
    expect(pathTo(rows, "2100").map((category) => category.name)).toEqual(["Footwear", "Boots"]);
    expect(pathTo(rows, "nope")).toEqual([]);
  });

  test("treeOrder and pathTo survive a cycle in bad data", () => {
    const cyclic = [row("1", "2", 0), row("2", "1", 0), row("3", null, 0)];
    expect(treeOrder(cyclic).map((category) => category.id)).toEqual(["3"]);
    expect(pathTo(cyclic, "1").map((category) => category.id)).toEqual(["2", "1"]);
  });

  test("catalogTree: counts add up from the leaves; curated listings count their own products", () => {
    const tree = catalogTree(rows, new Map([["1100", 3], ["2100", 2], ["2200", 5], ["2000", 1]]), { new: 7, sale: 9 }, "en-gb");
    const footwear = tree.find((node) => node.id === "2000")!;
    expect(footwear).toMatchObject({ productCount: 8, url: "/en-gb/c/footwear-2000", virtual: false });
    expect(footwear.children.map((child) => [child.name, child.productCount])).toEqual([
      ["Shoes", 5],
      ["Boots", 2],
    ]);
    expect(tree.find((node) => node.id === "100100")).toMatchObject({ productCount: 7, virtual: true, children: [] });
  });
});
