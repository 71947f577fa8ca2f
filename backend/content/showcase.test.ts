import { describe, expect, test } from "vitest";
import { layoutVariantOf, showcaseBlocks } from "./showcase.ts";

describe("showcase blocks", () => {
  const documents = [
    {
      type: "page" as const,
      slug: "home",
      body: {
        sections: [
          { items: [{ id: "exp", type: "experience", baseline: [{ id: "nested", type: "banner", title: "Nested" }] }, { id: "top", type: "banner", name: "Top <i>one</i>" }] },
          { items: [{ id: "media-holder", type: "picture", picture: { type: "banner", url: "/x.svg" } }] },
        ],
      },
    },
    { type: "category" as const, slug: "default", body: { sections: [{ items: [{ id: "top", type: "banner" }, { id: "card", type: "linked-card", layout: "overlay" }] }] } },
  ];

  test("breadth first per document, one per id, objects without an id are no blocks", () => {
    expect(showcaseBlocks(documents, "banner").map((item) => [item.id, item.name, item.source.slug])).toEqual([
      ["top", "Top one", "home"],
      ["nested", "Nested", "home"],
    ]);
  });

  test("layout variant filter", () => {
    expect(showcaseBlocks(documents, "linked-card", "overlay").map((item) => item.id)).toEqual(["card"]);
    expect(showcaseBlocks(documents, "linked-card", "below")).toEqual([]);
  });

  test("a document without sections has no blocks", () => {
    expect(showcaseBlocks([{ type: "page", slug: "x", body: {} }], "banner")).toEqual([]);
  });

  test.each([
    [{ layoutVariant: "a", layout: "b", variant: "c" }, "a"],
    [{ layout: "b", variant: "c" }, "b"],
    [{ variant: "c" }, "c"],
    [{ variant: 3 }, undefined],
    [{}, undefined],
  ])("layout variant of %j is %s", (block, expected) => {
    expect(layoutVariantOf(block)).toBe(expected);
  });
});
