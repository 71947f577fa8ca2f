import { describe, expect, test } from "vitest";
import { normaliseText, projectDocument } from "./document-projection.ts";
import { tagIdOf } from "../../contracts/content/article-tags.ts";

describe("projection of a document", () => {
  test("an article: parent, title, metadata with tag ids, search text of every field", () => {
    const projection = projectDocument("page", {
      id: "a1",
      slug: "a1",
      title: "Crème de la Crème",
      description: "A description",
      parent: "journal",
      article: { date: "2026-01-02", eyebrow: "Eyebrow", subtitle: "Sub", tags: [{ label: "Gear care" }, { id: "hiking", label: "Hiking" }, { label: "Hiking" }] },
      sections: [{ items: [{ id: "t", type: "rich-text", richText: "<p>Body <b>text</b></p>" }, { id: "b", type: "banner", targets: [{ text: "Shop now", url: "/en-us" }] }] }],
    });
    expect(projection).toEqual({
      parent: "journal",
      title: "Crème de la Crème",
      searchText: "creme de la creme a description eyebrow sub gear care hiking hiking body text shop now",
      article: { date: "2026-01-02", eyebrow: "Eyebrow", subtitle: "Sub", hidePageDate: false, tags: [{ id: "gear-care", label: "Gear care" }, { id: "hiking", label: "Hiking" }, { id: "hiking", label: "Hiking" }] },
      articleDate: "2026-01-02",
      tagIds: ["gear-care", "hiking"],
    });
  });

  test("a page without article metadata, or with invalid metadata, is no article", () => {
    expect(projectDocument("page", { title: "T" }).article).toBeNull();
    expect(projectDocument("page", { title: "T", article: { date: "yesterday" } }).article).toBeNull();
    expect(projectDocument("page", { title: "T", article: { picture: { url: "javascript:alert(1)" } } }).article).toBeNull();
  });

  test("only pages have parents and articles", () => {
    expect(projectDocument("category", { title: "T", parent: "help", article: { tags: [] } })).toMatchObject({ parent: null, article: null });
  });

  test("search text is capped", () => {
    expect(projectDocument("page", { title: "word ".repeat(2000) }).searchText.length).toBe(4000);
  });
});

describe("text normalisation", () => {
  test.each([
    ["  Crème  Brûlée ", "creme brulee"],
    ["ÉTÉ", "ete"],
    ["Straße", "straße"],
    ["a\n\tb", "a b"],
  ])("%j → %j", (text, expected) => {
    expect(normaliseText(text)).toBe(expected);
  });

  test.each([
    ["Gear care", "gear-care"],
    ["Après-ski!", "apres-ski"],
    ["  --Trail & Run--  ", "trail-run"],
  ])("tag id of %j is %j", (label, expected) => {
    expect(tagIdOf(label)).toBe(expected);
  });
});
