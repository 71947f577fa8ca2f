import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { countryListAnswer, regionalTextsAnswer, storeEmployeesAnswer, storeListAnswer } from "../../contracts/api/stores.ts";
import { SEED_IDS } from "../seed/fixture-ids.ts";
import { storesBackend, type StoresKit } from "./stores-test-kit.ts";
import { pickLanguage } from "./utilities-routes.ts";

let kit: StoresKit;
beforeAll(async () => {
  kit = await storesBackend();
});
afterAll(async () => kit?.close());

describe("GET /consumers-v3/utilities/countryList", () => {
  test("every country with its dial code and masks, sorted by name; public and cacheable", async () => {
    const { status, data, headers } = await kit.call("GET", "/consumers-v3/utilities/countryList", { contract: countryListAnswer });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public/);
    const names = data.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(data.countries.find((country) => country.code === "US")).toEqual({
      code: "US",
      name: "United States",
      dialCode: "+1",
      mask: "(XXX) XXX - XXXX",
      masks: ["(XXX) XXX - XXXX"],
      postalCodePattern: "^\\d{5}(-\\d{4})?$",
      siteId: "RL-US",
    });
    expect(data.countries.find((country) => country.code === "DE")?.masks).toHaveLength(2);
  });

  test("names in the shopper's locale", async () => {
    const { data } = await kit.call("GET", "/consumers-v3/utilities/countryList?locale=fr-CA", { contract: countryListAnswer });
    expect(data.countries.find((country) => country.code === "DE")?.name).toBe("Allemagne");
    const german = await kit.call("GET", "/consumers-v3/utilities/countryList?locale=de-DE", { contract: countryListAnswer });
    expect(german.data.countries.find((country) => country.code === "GB")?.name).toBe("Vereinigtes Königreich");
  });

  test("a locale with an underscore, as the schema allows, is read like one with a hyphen", async () => {
    const { status, data } = await kit.call("GET", "/consumers-v3/utilities/countryList?locale=fr_CA", { contract: countryListAnswer });
    expect(status).toBe(200);
    expect(data.countries.find((country) => country.code === "DE")?.name).toBe("Allemagne");
  });

  test("a malformed locale is a 400 ATTR300", async () => {
    const { status, errorId } = await kit.call("GET", "/consumers-v3/utilities/countryList?locale=<script>");
    expect([status, errorId]).toEqual([400, "ATTR300"]);
  });
});

describe("GET /consumers-v3/utilities/regionalTexts/{countryCode} (the spec's {token}{countryCode})", () => {
  test("texts and regions in the shopper's language", async () => {
    const { status, data } = await kit.call("GET", "/consumers-v3/utilities/regionalTexts/CA?locale=fr-CA", { contract: regionalTextsAnswer });
    expect(status).toBe(200);
    expect(data.language).toBe("fr");
    expect(data.texts.postalCodeLabel).toBe("Code postal");
    expect(data.regionRequired).toBe(true);
    expect(data.regions.find((region) => region.code === "QC")?.name).toBe("Québec");
  });

  test.each([
    ["US without a locale: English", "/consumers-v3/utilities/regionalTexts/US", "en", "ZIP code"],
    ["DE in English", "/consumers-v3/utilities/regionalTexts/DE?locale=en-GB", "en", "Postcode"],
    ["DE in Italian: the country's default language", "/consumers-v3/utilities/regionalTexts/DE?locale=it-IT", "de", "Postleitzahl"],
    ["a lower-case country code", "/consumers-v3/utilities/regionalTexts/gb", "en", "Postcode"],
  ])("%s", async (_name, url, language, postalCodeLabel) => {
    const { data } = await kit.call("GET", url, { contract: regionalTextsAnswer });
    expect([data.language, data.texts.postalCodeLabel]).toEqual([language, postalCodeLabel]);
  });

  test("the US has its 50 states and DC; Great Britain needs no region", async () => {
    expect((await kit.call("GET", "/consumers-v3/utilities/regionalTexts/US", { contract: regionalTextsAnswer })).data.regions).toHaveLength(51);
    expect((await kit.call("GET", "/consumers-v3/utilities/regionalTexts/GB", { contract: regionalTextsAnswer })).data.regionRequired).toBe(false);
  });

  test.each([
    ["an unknown country", "/consumers-v3/utilities/regionalTexts/ZZ", 404, "API404"],
    ["a malformed country code", "/consumers-v3/utilities/regionalTexts/USA", 400, "ATTR300"],
    ["a malformed locale", "/consumers-v3/utilities/regionalTexts/US?locale=english", 400, "ATTR300"],
  ])("%s: %i %s", async (_name, url, status, errorId) => {
    const answer = await kit.call("GET", url);
    expect([answer.status, answer.errorId]).toEqual([status, errorId]);
  });

  test.each([
    [["en", "fr"], "fr", "en", "fr"],
    [["en", "fr"], "de", "en", "en"],
    [["de", "en"], "it", "de", "de"],
    [["en"], "fr", "de", "en"],
    [[], "fr", "en", undefined],
  ])("pickLanguage(%j, %s, default %s) is %s", (available, wanted, fallback, picked) => {
    expect(pickLanguage(available, wanted, fallback)).toBe(picked);
  });
});

describe("GET /consumers-v3/utilities/stores", () => {
  test("every store with address, coordinates in degrees and hours", async () => {
    const { status, data } = await kit.call("GET", "/consumers-v3/utilities/stores", { contract: storeListAnswer });
    expect(status).toBe(200);
    expect(data.total).toBe(kit.seedStores.length);
    const boston = data.stores.find((store) => store.id === SEED_IDS.stores.boston)!;
    expect(boston).toMatchObject({ name: "Ridgeline Boston", siteId: "RL-US", address: { city: "Boston", postalCode: "02115", country: "US" }, phone: "+16175550101" });
    expect(boston.latitude).toBeCloseTo(42.348712, 6);
    expect(boston.hours.sun).toBe("11:00-18:00");
  });

  test.each([
    ["?siteId=RL-GB", 3],
    ["?country=ca", 3],
    ["?siteId=RL-CAFR&country=CA", 1],
    ["?siteId=RL-US&country=DE", 0],
  ])("filtered by %s: %i stores", async (query, total) => {
    const { data } = await kit.call("GET", `/consumers-v3/utilities/stores${query}`, { contract: storeListAnswer });
    expect(data.total).toBe(total);
  });

  test.each([["?siteId=RL-XX"], ["?country=Germany"]])("a bad filter %s is a 400 ATTR300", async (query) => {
    const answer = await kit.call("GET", `/consumers-v3/utilities/stores${query}`);
    expect([answer.status, answer.errorId]).toEqual([400, "ATTR300"]);
  });
});

describe("GET /consumers-v3/utilities/stores/{storeId}/employees", () => {
  const url = (storeId: string) => `/consumers-v3/utilities/stores/${storeId}/employees`;

  test("an associate of the store sees its employees (ids and names, nothing else)", async () => {
    const { status, data, headers } = await kit.call("GET", url(SEED_IDS.stores.boston), { token: kit.agentToken(SEED_IDS.stores.boston), contract: storeEmployeesAnswer });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(data).toEqual({
      storeId: "S1001",
      storeName: "Ridgeline Boston",
      employees: [
        { id: "E1001", name: "Maria Lopez" },
        { id: "E1002", name: "James Carter" },
        { id: "E1003", name: "Aisha Johnson" },
      ],
    });
  });

  test("an unknown store is a 404 STR404", async () => {
    const answer = await kit.call("GET", url("S9999"), { token: kit.agentToken("S9999") });
    expect([answer.status, answer.errorId]).toEqual([404, "STR404"]);
  });

  test("shoppers and associates of other stores are refused (403); no token is a 401", async () => {
    for (const token of [kit.guestToken(), (await kit.member()).token, kit.agentToken(SEED_IDS.stores.toronto, "E1015")]) {
      const answer = await kit.call("GET", url(SEED_IDS.stores.boston), { token });
      expect([answer.status, answer.errorId]).toEqual([403, "AUT432"]);
    }
    const anonymous = await kit.call("GET", url(SEED_IDS.stores.boston));
    expect([anonymous.status, anonymous.errorId]).toEqual([401, "AUT432"]);
  });

  test("another method on the path is a 405 API405", async () => {
    const answer = await kit.call("POST", url(SEED_IDS.stores.boston), { token: kit.agentToken(SEED_IDS.stores.boston), body: {} });
    expect([answer.status, answer.errorId]).toEqual([405, "API405"]);
  });
});
