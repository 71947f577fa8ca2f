import { describe, expect, test } from "vitest";
import type { ServerBuild } from "react-router";
import { testStorefrontServices } from "../src/app/testing/storefront-services.ts";
import { PRODUCT_VIEWS } from "../src/commerce/ui/product-media.ts";
import { createProductImages, productKind, productPictureSvg, shade, type ProductKind } from "./product-images.ts";
import { createStorefrontApp } from "./storefront-app.ts";

const images = createProductImages();

describe("product pictures by naming convention", () => {
  test.each(PRODUCT_VIEWS)("%s: an SVG in the colour, cacheable for a day, not sniffed", async (view) => {
    const response = await images.request(`/RLSH1001/BLU-${view}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 1000"/);
    expect(svg).toContain('fill="#2f6fb0"');
    expect(svg).not.toMatch(/<script|on[a-z]+=|javascript:|<foreignObject|href=/i);
  });

  test("the same path answers the same bytes; views differ from each other", async () => {
    const read = async (path: string) => (await images.request(path)).text();
    expect(await read("/NF0A3C8D/BLK-front.svg")).toBe(await read("/NF0A3C8D/BLK-front.svg"));
    const views = await Promise.all(PRODUCT_VIEWS.map((view) => read(`/NF0A3C8D/BLK-${view}.svg`)));
    expect(new Set(views).size).toBe(PRODUCT_VIEWS.length);
  });

  test("an unknown colour code of the right form is drawn grey", async () => {
    const response = await images.request("/RLSH1001/ZZZ-front.svg");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("#9a9a9a");
  });

  test.each([
    "/RLSH1001/blu-front.svg",
    "/RLSH1001/BLUE-front.svg",
    "/RLSH1001/BLU-side.svg",
    "/RLSH1001/BLU-front.png",
    "/RLSH1001/BLU-front.svg.js",
    "/rlsh1001/BLU-front.svg",
    "/RLSH100/BLU-front.svg",
    "/RLSH1001BSM/BLU-front.svg",
    "/RLSH1001/%3Cscript%3E-front.svg",
    "/RLSH1001",
    "/RLSH1001/BLU-front.svg/more",
    "/",
  ])("%s is a plain 404", async (path) => {
    const response = await images.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  test.each<[string, string, ProductKind]>([
    ["100210", "Men's Cascade Rain Jacket", "jacket"],
    ["100230", "Men's Thermal Loft Hoodie", "jacket"],
    ["100310", "Men's Ridge Trail Mid GTX Boot", "boot"],
    ["100320", "Trail shoe", "shoe"],
    ["100530", "Rain Pants", "trousers"],
    ["100610", "Cuffed Rib Beanie", "hat"],
    ["100610", "Storm Mittens", "glove"],
    ["100610", "Touchscreen Liner Gloves", "glove"],
    ["100430", "Base Camp Duffel", "pack"],
    ["100710", "Tent", "tent"],
    ["100720", "Bag", "sleepingBag"],
    ["100800", "Gift card", "card"],
    ["999999", "Unknown", "jacket"],
  ])("category %s (%s) is drawn as a %s", (categoryId, name, kind) => {
    expect(productKind(categoryId, name)).toBe(kind);
  });

  test("every kind draws in every view", () => {
    const kinds: ProductKind[] = ["jacket", "top", "trousers", "boot", "shoe", "sock", "pack", "hat", "glove", "tent", "sleepingBag", "card"];
    for (const kind of kinds) for (const view of PRODUCT_VIEWS) expect(productPictureSvg("RLTEST01", "RED", view, kind)).toContain("#c4262e");
  });

  test("shade darkens and lightens", () => {
    expect(shade("#808080", 0.5)).toBe("#404040");
    expect(shade("#000000", -1)).toBe("#ffffff");
  });
});

describe("mounted by the storefront host", () => {
  const app = createStorefrontApp({
    mode: "development",
    build: () => Promise.reject(new Error("no page build in this test")) as Promise<ServerBuild>,
    commerce: { upstream: () => Promise.resolve(new Response(null, { status: 503 })), baseUrl: "http://commerce.invalid", clientId: "test" },
    services: testStorefrontServices(),
    secureCookies: false,
  });

  test("answers pictures in development mode too (no client folder)", async () => {
    const response = await app.request("/media/products/RLTN0008/OLV-worn.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
  });

  test("a bad picture path is a plain 404, not a page", async () => {
    const response = await app.request("/media/products/RLTN0008/olive.svg");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });
});
