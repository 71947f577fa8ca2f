import { describe, expect, test } from "vitest";
import { fixtureFileOf, isValidKey, safeSegment } from "./content-keys.ts";

describe("fixture files name documents", () => {
  test.each([
    ["RL-US/pages/home.json", { key: { siteId: "RL-US", type: "page", slug: "home" }, draft: false }],
    ["RL-US/pages/home.draft.json", { key: { siteId: "RL-US", type: "page", slug: "home" }, draft: true }],
    ["RL-US/category/100200.json", { key: { siteId: "RL-US", type: "category", slug: "100200" }, draft: false }],
    ["RL-US/category/default.json", { key: { siteId: "RL-US", type: "category", slug: "default" }, draft: false }],
    ["RL-US/product/default.draft.json", { key: { siteId: "RL-US", type: "product", slug: "default" }, draft: true }],
    ["RL-US/menu.json", { key: { siteId: "RL-US", type: "menu", slug: "default" }, draft: false }],
    ["RL-US/footer.draft.json", { key: { siteId: "RL-US", type: "footer", slug: "default" }, draft: true }],
    ["RL-US/popups.json", { key: { siteId: "RL-US", type: "popups", slug: "default" }, draft: false }],
    ["shared/fragments/promo.json", { key: { siteId: "shared", type: "fragment", slug: "promo" }, draft: false }],
  ])("%s", (relative, expected) => {
    expect(fixtureFileOf(relative)).toEqual(expected);
  });

  test.each([
    "RL-US/fixtures.test.ts",
    "RL-US/notes/readme.json",
    "RL-US/pages/deep/page.json",
    "RL-US/pages/home.old.json",
    "RL-US/pages/Home Page.json",
    "RL-US/fragments/promo.json",
    "shared/pages/home.json",
    "shared/menu.json",
    "menu.json",
    "RL-US/other.json",
    "..%2F/pages/home.json",
  ])("%s is no document", (relative) => {
    expect(fixtureFileOf(relative)).toBeUndefined();
  });
});

describe("keys", () => {
  test.each([
    [{ siteId: "RL-US", type: "page", slug: "home" }, true],
    [{ siteId: "RL-US", type: "menu", slug: "default" }, true],
    [{ siteId: "RL-US", type: "menu", slug: "main" }, false],
    [{ siteId: "shared", type: "fragment", slug: "f1" }, true],
    [{ siteId: "RL-US", type: "fragment", slug: "f1" }, false],
    [{ siteId: "shared", type: "page", slug: "home" }, false],
    [{ siteId: "RL-US", type: "page", slug: "../x" }, false],
  ] as const)("%j valid: %s", (key, valid) => {
    expect(isValidKey(key)).toBe(valid);
  });

  test.each(["..", ".hidden", "a/b", "a\\b", "", "a b", "x".repeat(129), "%2e%2e"])("segment %j is refused", (segment) => {
    expect(() => safeSegment(segment)).toThrow(/Invalid path segment/);
  });

  test.each(["RL-US", "home", "help_returns", "100200", "NF0A3C8D"])("segment %j passes", (segment) => {
    expect(safeSegment(segment)).toBe(segment);
  });
});
