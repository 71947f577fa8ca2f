import { describe, expect, test } from "vitest";
import { distanceUnitOf, formatTimeOfDay, openingTimes, storeAddressLine, storeSearchRequest, storesInCity, storesOfSite, typedPlaceOf } from "./store-search.ts";
import { found, STORES } from "./testing/store-answers.ts";

describe("typedPlaceOf", () => {
  test.each([
    ["a ZIP code", "02115", { kind: "postalCode", postalCode: "02115" }],
    ["a Canadian code, lower case, spaces squeezed", " m5b   2h1 ", { kind: "postalCode", postalCode: "M5B 2H1" }],
    ["a UK postcode", "wc2e 9lz", { kind: "postalCode", postalCode: "WC2E 9LZ" }],
    ["a German code", "10789", { kind: "postalCode", postalCode: "10789" }],
    ["a city", "Boston", { kind: "city", city: "Boston" }],
    ["a city of two words", " San   Francisco ", { kind: "city", city: "San Francisco" }],
    ["a city with an accent", "Montréal", { kind: "city", city: "Montréal" }],
    ["nothing", "", undefined],
    ["spaces", "   ", undefined],
    ["one character", "B", undefined],
  ])("%s", (_case, text, expected) => {
    expect(typedPlaceOf(text)).toEqual(expected);
  });
});

describe("distance unit and request per site", () => {
  test.each([
    ["RL-US", "mi", "US"],
    ["RL-CA", "km", "CA"],
    ["RL-CAFR", "km", "CA"],
    ["RL-GB", "km", "GB"],
    ["RL-DE", "km", "DE"],
  ])("%s: %s, postal codes of %s", (siteId, unit, country) => {
    expect(distanceUnitOf(siteId)).toBe(unit);
    expect(storeSearchRequest(siteId, { postalCode: "X1" })).toEqual({ postalCode: "X1", country, unit, radius: 500, limit: 10 });
    expect(storeSearchRequest(siteId, { latitude: 1.5, longitude: -2 })).toEqual({ latitude: 1.5, longitude: -2, unit, radius: 500, limit: 10 });
  });
});

describe("storesInCity", () => {
  const all = Object.values(STORES);
  test.each([
    ["the exact name", "Boston", ["S1001"]],
    ["any case", "bOSTON", ["S1001"]],
    ["without its accent", "montreal", ["S1103"]],
    ["the start of the name", "San Fran", ["S1004"]],
    ["a hyphen for a space", "new-york", ["S1005"]],
    ["a city without a store", "Anchorage", []],
    ["the middle of a name is not a city", "Francisco", []],
    ["nothing", " ", []],
  ])("%s", (_case, city, ids) => {
    expect(storesInCity(all, city).map((store) => store.id)).toEqual(ids);
  });
});

test("storesOfSite keeps the site's country, every site of it", () => {
  const stores = [found(STORES.seattle, 0.1), found(STORES.vancouver, 119.6), found(STORES.montreal, 300)];
  expect(storesOfSite("RL-US", stores).map((store) => store.id)).toEqual(["S1003"]);
  expect(storesOfSite("RL-CA", stores).map((store) => store.id)).toEqual(["S1102", "S1103"]);
  expect(storesOfSite("RL-CAFR", stores).map((store) => store.id)).toEqual(["S1102", "S1103"]);
});

describe("addresses and hours", () => {
  test.each([
    ["US: city, then ZIP", STORES.boston.address, "304 Newbury Street, Boston 02115"],
    ["GB: town, then postcode", STORES.london.address, "28 Long Acre, London WC2E 9LZ"],
    ["DE: postal code, then city", STORES.berlin.address, "Tauentzienstraße 9, 10789 Berlin"],
  ])("%s", (_case, address, line) => {
    expect(storeAddressLine(address)).toBe(line);
  });

  test.each([
    ["10:00-20:00", { opens: "10:00", closes: "20:00" }],
    ["closed", undefined],
    ["10-20", undefined],
  ])("openingTimes(%s)", (hours, expected) => {
    expect(openingTimes(hours)).toEqual(expected);
  });

  test.each([
    ["20:00", "en-US", "8:00 PM"],
    ["09:30", "en-US", "9:30 AM"],
    ["20:00", "en-GB", "20:00"],
    ["20:00", "de-DE", "20:00"],
    ["09:30", "fr-CA", "9 h 30"],
  ])("formatTimeOfDay(%s, %s)", (time, locale, expected) => {
    expect(formatTimeOfDay(time, locale).replace(/\s/g, " ")).toBe(expected);
  });
});
