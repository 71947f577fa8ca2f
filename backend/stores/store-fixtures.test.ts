import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { SITES } from "../../contracts/sites.ts";
import { DEFAULT_SEED_DIR, storeSchema } from "../seed/seed-files.ts";
import { distanceKm, fromE6 } from "./geo.ts";
import { postalCodeCandidates } from "./postal-codes.ts";
import { consistencyProblems, readStoresSeed, type StoresSeed } from "./store-fixtures.ts";

const seed = await readStoresSeed();
const commerceStores = z.array(storeSchema).parse(JSON.parse(await readFile(path.join(DEFAULT_SEED_DIR, "stores.json"), "utf8")));

/** The area a postal code is placed in, as the search does it (longest known prefix). */
function areaOf(country: string, postalCode: string) {
  for (const candidate of postalCodeCandidates(country, postalCode)) {
    const area = seed.postalAreas.find((entry) => entry.country === country && entry.prefix === candidate);
    if (area) return area;
  }
  return undefined;
}

describe("stores seed files", () => {
  test("validate and agree with each other", () => {
    expect(consistencyProblems(seed)).toEqual([]);
    expect(seed.collectionPoints.length).toBeGreaterThanOrEqual(20);
  });

  test("every site's country is in the country list with texts in the site's language", () => {
    for (const site of SITES) {
      expect(seed.countries.find((country) => country.code === site.country)?.siteId, site.siteId).toBeDefined();
      expect(seed.regionalTexts.some((entry) => entry.countryCode === site.country && entry.language === site.language), site.siteId).toBe(true);
    }
  });

  test("every store and collection point is placed (by its postal code) within 25 km of where it is", () => {
    const places = [...commerceStores, ...seed.collectionPoints].map((place) => ({ id: place.id, country: place.country, postalCode: place.postalCode, latitude: place.latitude, longitude: place.longitude }));
    for (const place of places) {
      const area = areaOf(place.country, place.postalCode);
      expect(area, `${place.id} ${place.postalCode}`).toBeDefined();
      const km = distanceKm({ latitude: fromE6(area!.latitude), longitude: fromE6(area!.longitude) }, { latitude: fromE6(place.latitude), longitude: fromE6(place.longitude) });
      expect(km, `${place.id} is ${km.toFixed(1)} km from ${area!.place}`).toBeLessThan(25);
    }
  });

  test.each<[string, (seed: StoresSeed) => void, RegExp]>([
    ["a duplicate country", (data) => data.countries.push({ ...data.countries[0]! }), /countries.json: duplicate US/],
    ["a country without texts in its default language", (data) => (data.regionalTexts = data.regionalTexts.filter((entry) => entry.countryCode !== "MX")), /no en texts for MX/],
    ["texts of an unknown country", (data) => data.regionalTexts.push({ ...data.regionalTexts[0]!, countryCode: "ZZ" }), /unknown country ZZ/],
    ["a collection point's postal code in another format", (data) => (data.collectionPoints[0] = { ...data.collectionPoints[0]!, postalCode: "ABC" }), /CP-US-0001: postal code ABC/],
  ])("the consistency check finds %s", (_name, breakIt, problem) => {
    const copy = structuredClone(seed);
    breakIt(copy);
    expect(consistencyProblems(copy).join("; ")).toMatch(problem);
  });
});
