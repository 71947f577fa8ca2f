import { describe, expect, test } from "vitest";
import { findSite, formatDate, formatPrice, siteById, siteForLocalePath, siteOfPath, SITES, NORTH_AMERICAN_PHONE_MASK, DEFAULT_PHONE_MASK } from "./sites.ts";

const site = (localePath: string) => siteForLocalePath(localePath)!;

describe("regional sites", () => {
  test("at least four sites, each with its own language-country path", () => {
    expect(SITES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(SITES.map((candidate) => candidate.localePath)).size).toBe(SITES.length);
  });

  test.each([
    ["en-us", 1234.5, "$1,234.50"],
    ["en-gb", 1234.5, "£1,234.50"],
    ["en-ca", 1234.5, "CAD"],
    ["fr-ca", 1234.5, "CAD"],
    ["de-de", 1234.5, "1.234,50 €"],
  ])("%s shows %d as %s (CAD as a code, other currencies as a symbol)", (localePath, amount, expected) => {
    const formatted = formatPrice(amount, site(localePath)).replace(/\u00a0|\u202f/g, " ");
    expect(formatted).toContain(expected);
    if (site(localePath).currency === "CAD") expect(formatted).not.toContain("$");
  });

  test.each([
    ["en-us", "03/09/2026"],
    ["en-ca", "09/03/2026"],
    ["en-gb", "09/03/2026"],
    ["de-de", "09/03/2026"],
  ])("%s writes 9 March 2026 as %s", (localePath, expected) => {
    expect(formatDate(new Date(Date.UTC(2026, 2, 9)), site(localePath))).toBe(expected);
  });

  test("North American sites use the (XXX) XXX - XXXX mask, others the default", () => {
    expect(site("en-us").phoneMask).toBe(NORTH_AMERICAN_PHONE_MASK);
    expect(site("fr-ca").phoneMask).toBe(NORTH_AMERICAN_PHONE_MASK);
    expect(site("en-gb").phoneMask).toBe(DEFAULT_PHONE_MASK);
    expect(site("de-de").phoneMask).toBe(DEFAULT_PHONE_MASK);
  });

  test("paths are matched case-insensitively; unknown ones are no site", () => {
    expect(siteForLocalePath("EN-US")?.siteId).toBe("RL-US");
    expect(siteForLocalePath("xx-yy")).toBeUndefined();
    expect(siteForLocalePath(undefined)).toBeUndefined();
  });

  test.each([
    ["/de-de/cart", "RL-DE"],
    ["/fr-ca", "RL-CAFR"],
    ["/EN-GB/p/jacket", "RL-GB"],
    ["/xx-yy/cart", undefined],
    ["/workbench", undefined],
    ["/", undefined],
    ["", undefined],
  ])("the site of the path %s: %s", (pathname, siteId) => {
    expect(siteOfPath(pathname)?.siteId).toBe(siteId);
  });
});

describe("sites by id", () => {
  test.each([
    ["RL-CAFR", "RL-CAFR", "RL-CAFR"],
    ["RL-DE", "RL-DE", "RL-DE"],
    ["an unknown id", "RL-XX", undefined],
    ["a lower-case id", "rl-us", undefined],
    ["no id", undefined, undefined],
  ])("%s: found %s", (_name, siteId, expected) => {
    expect(findSite(siteId)?.siteId).toBe(expected);
    expect(siteById(siteId).siteId).toBe(expected ?? "RL-US");
  });
});
