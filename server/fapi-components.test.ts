import { describe, expect, test } from "vitest";
import { SITES, findSite } from "../contracts/sites.ts";
import { testStorefrontServices } from "../src/app/testing/storefront-services.ts";
import { createFapi } from "./fapi.ts";
import {
  collectionsAnswer,
  footSizesAnswer,
  loadFapiComponents,
  locationSelectorAnswer,
  locationSelectorFor,
  searchComponentAnswer,
  sizeChartAnswer,
  sizeChartFor,
  utilityAnswer,
  FAPI_FIXTURES_DIR,
} from "./fapi-components.ts";

const components = loadFapiComponents();
const fapi = createFapi({ components, frontApi: testStorefrontServices().frontApi });
const get = async (url: string) => {
  const response = await fapi.request(url);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { errorDetails?: { errorId: string }[] } };
};
const site = (siteId: string) => findSite(siteId)!;

describe("component fixtures", () => {
  test("every file validates, and every site has its search and utility texts", () => {
    expect(() => loadFapiComponents(FAPI_FIXTURES_DIR)).not.toThrow();
    for (const entry of SITES) {
      expect(components.search.get(entry.siteId), entry.siteId).toBeDefined();
      expect(components.utility.get(entry.siteId), entry.siteId).toBeDefined();
    }
  });

  test("per-site links stay on their site's locale path (or a locale-free app route)", () => {
    for (const entry of SITES) {
      const urls = [
        ...components.search.get(entry.siteId)!.popularSearches.map((link) => link.url),
        ...components.search.get(entry.siteId)!.quickLinks.map((link) => link.url),
        ...components.utility.get(entry.siteId)!.links.map((link) => link.url),
      ];
      for (const url of urls) expect(url, `${entry.siteId} ${url}`).toMatch(new RegExp(`^/(${entry.localePath}/|account$|favorites$|cart$)`));
    }
  });

  test("a broken fixture folder stops the start with the file named", () => {
    expect(() => loadFapiComponents("/nonexistent")).toThrow(/ENOENT/);
  });
});

describe("GET /fapi/components/*", () => {
  test("collections: layout presets per breakpoint", async () => {
    const { status, body, headers } = await get("/components/collections");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public/);
    const answer = collectionsAnswer.parse(body);
    expect(answer.presets["product-carousel"]!.lg).toMatchObject({ type: "carousel", showArrows: true });
    expect(answer.presets["product-grid"]!.sm.type).toBe("grid");
  });

  test.each([
    ["RL-US", "US", "Men"],
    ["RL-GB", "UK", "Men"],
    ["RL-DE", "EU", "Herren"],
    ["RL-CAFR", "US", "Hommes"],
  ])("foot-sizes for %s: default system %s, labels in the site's language", async (siteId, system, men) => {
    const { status, body } = await get(`/components/foot-sizes?siteId=${siteId}`);
    expect(status).toBe(200);
    const answer = footSizesAnswer.parse(body);
    expect(answer.defaultSystem).toBe(system);
    expect(answer.charts.find((chart) => chart.id === "men")?.label).toBe(men);
    expect(answer.charts.find((chart) => chart.id === "men")?.sizes).toContainEqual({ US: "9", UK: "8", EU: "42.5", CM: "27" });
  });

  test("foot-sizes without a site are the default site's", async () => {
    expect(footSizesAnswer.parse((await get("/components/foot-sizes")).body).siteId).toBe("RL-US");
  });

  test("size-chart/{productType}: inches in the US, centimetres elsewhere, labels in the site's language", async () => {
    const us = sizeChartAnswer.parse((await get("/components/size-chart/tops?siteId=RL-US")).body);
    expect(us).toMatchObject({ productType: "tops", unit: "in", title: "Tops and jackets" });
    expect(us.rows.find((row) => row.size === "M")?.measurements.chest).toEqual({ min: 37, max: 40.25 });
    const de = sizeChartAnswer.parse((await get("/components/size-chart/bottoms?siteId=RL-DE")).body);
    expect(de).toMatchObject({ unit: "cm", title: "Hosen und Shorts", sizeLabel: "Größe" });
    expect(de.columns.map((column) => column.label)).toEqual(["Taille", "Hüfte", "Innenbeinlänge"]);
    expect(de.rows[0]!.measurements.waist).toEqual({ min: 66, max: 71 });
  });

  test("size charts: every type in every site validates", () => {
    for (const type of Object.keys(components.sizeCharts.charts)) {
      for (const entry of SITES) expect(() => sizeChartAnswer.parse(sizeChartFor(components.sizeCharts, type, entry))).not.toThrow();
    }
    expect(sizeChartFor(components.sizeCharts, "constructor", site("RL-US"))).toBeUndefined();
  });

  test.each([
    ["an unknown product type", "/components/size-chart/capes", 404, "API404"],
    ["a malformed product type", "/components/size-chart/Tops..", 400, "API400"],
    ["an unknown site", "/components/size-chart/tops?siteId=RL-XX", 400, "API400"],
  ])("size-chart: %s is a %i %s", async (_name, url, status, errorId) => {
    const answer = await get(url);
    expect([answer.status, answer.body.errorDetails?.[0]?.errorId]).toEqual([status, errorId]);
  });

  test("search: the site's search box settings and suggestions", async () => {
    const { status, body } = await get("/components/search?siteId=RL-CAFR");
    expect(status).toBe(200);
    const answer = searchComponentAnswer.parse(body);
    expect(answer).toMatchObject({ siteId: "RL-CAFR", placeholder: "Rechercher vestes, bottes, sacs…", minQueryLength: 2 });
    expect(answer.quickLinks[0]).toEqual({ label: "Nouveautés", url: "/fr-ca/c/new-arrivals-100100" });
  });

  test("utility: the site's utility links and the location selector's current site", async () => {
    const answer = utilityAnswer.parse((await get("/components/utility?siteId=RL-DE")).body);
    expect(answer.links.map((link) => link.id)).toContain("store-locator");
    expect(answer.links.find((link) => link.id === "store-locator")?.label).toBe("Filiale finden");
    expect(answer.locationSelector).toMatchObject({ siteId: "RL-DE", countryName: "Deutschland", languageName: "Deutsch", currency: "EUR", url: "/de-de" });
  });

  test.each([["/components/search"], ["/components/search?siteId=rl-us"], ["/components/utility"], ["/components/utility?siteId=XX"], ["/components/foot-sizes?siteId=XX"]])("%s without a known site is a 400 API400", async (url) => {
    const answer = await get(url);
    expect([answer.status, answer.body.errorDetails?.[0]?.errorId]).toEqual([400, "API400"]);
  });

  test("an unknown component is a 404 API404", async () => {
    const answer = await get("/components/weather");
    expect([answer.status, answer.body.errorDetails?.[0]?.errorId]).toEqual([404, "API404"]);
  });
});

describe("GET /fapi/pages/location-selector", () => {
  test("every regional site, grouped by region, in the current site's language", async () => {
    const { status, body } = await get("/pages/location-selector?siteId=RL-CAFR");
    expect(status).toBe(200);
    const answer = locationSelectorAnswer.parse(body);
    expect(answer.title).toBe("Choisissez votre région");
    expect(answer.currentSiteId).toBe("RL-CAFR");
    expect(answer.regions.map((region) => [region.id, region.label])).toEqual([
      ["NORA", "Amérique du Nord"],
      ["EMEA", "Europe"],
    ]);
    const sites = answer.regions.flatMap((region) => region.sites);
    expect(sites.map((entry) => entry.siteId).sort()).toEqual(SITES.map((entry) => entry.siteId).sort());
    expect(sites.filter((entry) => entry.current).map((entry) => entry.siteId)).toEqual(["RL-CAFR"]);
    // Each site is named in its own language: a shopper looks for "Deutschland", not "Allemagne".
    expect(sites.find((entry) => entry.siteId === "RL-DE")).toMatchObject({ countryName: "Deutschland", languageName: "Deutsch", url: "/de-de" });
    expect(sites.find((entry) => entry.siteId === "RL-CAFR")).toMatchObject({ countryName: "Canada", languageName: "français" });
  });

  test("without a site: the default site's language; an unknown site is a 400", async () => {
    expect(locationSelectorAnswer.parse((await get("/pages/location-selector")).body).title).toBe("Choose your location");
    expect((await get("/pages/location-selector?siteId=RL-XX")).status).toBe(400);
  });

  test("the builder groups any site list by region, in order", () => {
    const answer = locationSelectorFor(components.locationSelector, site("RL-GB"), [site("RL-GB"), site("RL-US")]);
    expect(answer.regions.map((region) => [region.id, region.sites.map((entry) => entry.siteId)])).toEqual([
      ["EMEA", ["RL-GB"]],
      ["NORA", ["RL-US"]],
    ]);
  });
});
