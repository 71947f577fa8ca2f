import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { productSearchAnswer } from "../../../contracts/api/products.ts";
import { readSeed, type Seed } from "../../seed/seed-files.ts";
import { productsBackend, type ProductsKit } from "../products-test-kit.ts";

/**
 * The search relevance table: queries (with typos, colours, categories and attributes) and
 * what must come first, derived from the seed files (fixtures/commerce/products.json,
 * variants.json, categories.json), not from search answers. Products are named by their
 * catalogue name and looked up in the seed. Answer times are measured by `npm run bench:api`
 * (search latency, one request at a time), not here.
 */

let kit: ProductsKit;
let seed: Seed;
beforeAll(async () => {
  [kit, seed] = await Promise.all([productsBackend(), readSeed()]);
}, 60_000);
afterAll(async () => kit?.close());

type Product = Seed["products"][number];

interface Case {
  q: string;
  /** Why the expectation follows from the catalogue. */
  why: string;
  /** Names of which one must be the first hit (a function when computed from the seed). */
  first?: string[] | (() => string[]);
  /** Names that must be the first hits, in any order. */
  top?: string[];
  /** Must hold for every hit (and there must be some). */
  every?: (product: Product) => boolean;
  /** The spelling correction the answer must report. */
  corrected?: string;
  total?: number;
}

/** The names of a category and of those above it. */
function categoryNames(id: string | null): string[] {
  const category = seed.categories.find((entry) => entry.id === id);
  return category ? [category.name, ...categoryNames(category.parentId)] : [];
}
/** Everything the catalogue says about a product, lower case: what a hit must mention. */
const textOf = (product: Product) => [product.name, ...categoryNames(product.categoryId), product.description, ...Object.values(product.attributes)].join(" ").toLowerCase();
const colorsOf = (product: Product) => new Set(seed.variants.filter((variant) => variant.productId === product.id).map((variant) => variant.colorName));
const namesWith = (part: string) => seed.products.filter((product) => product.name.includes(part)).map((product) => product.name);

const CASES: Case[] = [
  { q: "summit parka", why: "the exact name beats Custom Summit Parka, which is longer", first: ["Summit Parka"] },
  { q: "sumit parca", why: "two typos, corrected by trigram similarity", first: ["Summit Parka"], corrected: "summit parka" },
  { q: "SUMMIT PÂRKA", why: "case and accents do not matter", first: ["Summit Parka"] },
  { q: "cascade rain jacket", why: "the two Cascade Rain Jackets hold every word in their names", top: ["Men's Cascade Rain Jacket", "Women's Cascade Rain Jacket"] },
  { q: "womens cascade rain jacket", why: "the gender word narrows it to one", first: ["Women's Cascade Rain Jacket"] },
  { q: "mens cascade jaket", why: "typo in jacket; men is not women", first: ["Men's Cascade Rain Jacket"], corrected: "mens cascade jacket" },
  { q: "tempest anorak", why: "only the Tempest Anoraks", top: ["Men's Tempest Anorak", "Women's Tempest Anorak"] },
  { q: "alpine bivy", why: "bivy is in one name only (the product out of stock everywhere is still found)", first: ["Alpine Bivy Shelter"] },
  { q: "logo beanie", why: "the only logo beanie", first: ["Ridgeline Logo Beanie"] },
  { q: "e-gift card", why: "the gift cards category holds the three cards", top: ["Ridgeline Gift Card", "Ridgeline E-Gift Card", "Ridgeline Holiday E-Gift Card"], every: (product) => product.categoryId === "100800" },
  { q: "sleping bag", why: "typo; every sleeping bag is in the Sleeping bags category", every: (product) => product.categoryId === "100720", corrected: "sleeping bag", total: 8 },
  { q: "down jacket", why: "names with Down Jacket come before jackets that only mention down", first: () => namesWith("Down Jacket") },
  { q: "hikking boots", why: "typo; the Hiking boots category", every: (product) => textOf(product).includes("boot"), corrected: "hiking boots" },
  { q: "trail shoe", why: "names with Trail Shoe", first: () => namesWith("Trail Shoe") },
  { q: "merino crew", why: "both words in the name beat crew socks in a merino blend", top: ["Men's Merino 150 Crew", "Women's Merino 150 Crew"] },
  { q: "flece vest", why: "typo in fleece; the two fleece vests", top: ["Men's Polar Fleece Vest", "Women's Polar Fleece Vest"], corrected: "fleece vest" },
  { q: "dusk plum tent", why: "colour and category: the only tent in Dusk Plum", first: ["Stormbreak Tent"], every: (product) => colorsOf(product).has("Dusk Plum") },
  { q: "sunset coral beanie", why: "colour and product type: the only beanie in Sunset Coral", first: ["Cuffed Rib Beanie"] },
  { q: "lake blue tent", why: "colour and category: the two tents in Lake Blue", top: ["Family Dome Tent", "Expedition Mountain Tent"], every: (product) => colorsOf(product).has("Lake Blue") },
  { q: "ochre sandal", why: "colour and category: the only sandal in Ochre", first: ["Men's Creekside Strap Sandal"], every: (product) => colorsOf(product).has("Ochre") },
  { q: "backcountry flanel shirt", why: "typo in flannel; the two flannel shirts", top: ["Men's Backcountry Flannel Shirt", "Women's Backcountry Flannel Shirt"], corrected: "backcountry flannel shirt" },
  { q: "featherlite 800", why: "a model number in the name", top: ["Men's Featherlite 800 Jacket", "Women's Featherlite 800 Jacket"] },
  { q: "traverse 45", why: "a pack volume in the name", top: ["Men's Traverse 45 Pack", "Women's Traverse 45 Pack"] },
  { q: "fiery red parka", why: "colour: every hit is a parka that comes in Fiery Red", every: (product) => product.name.includes("Parka") && colorsOf(product).has("Fiery Red") },
  { q: "black boot", why: "colour and category: every hit is a boot that comes in Black", every: (product) => textOf(product).includes("boot") && colorsOf(product).has("Black") },
  { q: "summit navy", why: "a colour name: every hit comes in Summit Navy", every: (product) => colorsOf(product).has("Summit Navy") },
  { q: "goretex", why: "attribute, written without its hyphen: every hit mentions GORE-TEX", every: (product) => textOf(product).includes("gore-tex") },
  { q: "vibram megagrip", why: "attribute: every hit has the Vibram Megagrip outsole", every: (product) => product.attributes.outsole === "Vibram Megagrip" },
  { q: "goose down", why: "attribute: only goose down insulation or fill says goose", every: (product) => Object.values(product.attributes).some((value) => value.includes("goose")) },
  { q: "hydration", why: "in one name (other packs only have a hydration attribute key)", first: ["Canyon Hydration 12 L"] },
  { q: "kids fleece", why: "the only kids' product in Fleece", first: ["Kids' Glacier Fleece"] },
  { q: "womens polar pac boot", why: "the full name of one product", first: ["Women's Polar Pac Boot"] },
  { q: "backpack", why: "synonym of pack (and daypack): every hit says pack", every: (product) => textOf(product).includes("pack") },
  { q: "pants", why: "synonym of trousers: every hit is in the Trousers category", every: (product) => product.categoryId === "100530" },
  { q: "tent", why: "the Tents category", every: (product) => product.categoryId === "100710", total: 8 },
  { q: "zzzqqq", why: "nothing like it in the catalogue", total: 0 },
];

const timings: number[] = [];

async function search(q: string) {
  const started = performance.now();
  const answer = await kit.ok(productSearchAnswer, "GET", `/products/v2/search/productSearch?q=${encodeURIComponent(q)}&count=96`);
  timings.push(performance.now() - started);
  return answer;
}

describe("search relevance table", () => {
  test("has at least 20 queries with the products that must come first, and every query an expectation", () => {
    expect(CASES.filter((entry) => entry.first ?? entry.top).length).toBeGreaterThanOrEqual(20);
    for (const entry of CASES) expect(entry.first ?? entry.top ?? entry.every ?? entry.total, entry.q).toBeDefined();
  });

  test.each(CASES.map((entry) => [entry.q, entry] as const))("%s", async (_q, entry) => {
    const byName = new Map(seed.products.map((product) => [product.name, product]));
    const byId = new Map(seed.products.map((product) => [product.id, product]));
    const answer = await search(entry.q);
    const hits = answer.hits.map((hit) => byId.get(hit.productId)!);
    const label = `${entry.q} (${entry.why}): ${hits.slice(0, 5).map((hit) => hit.name).join(" | ")}`;

    if (entry.total !== undefined) expect(answer.total, label).toBe(entry.total);
    if (entry.corrected !== undefined) expect(answer.correctedTerm, label).toBe(entry.corrected);
    const first = typeof entry.first === "function" ? entry.first() : entry.first;
    if (first) {
      expect(first.length, `${entry.q}: names to expect`).toBeGreaterThan(0);
      for (const name of first) expect(byName.has(name), `${name} is in the catalogue`).toBe(true);
      expect(first, label).toContain(hits[0]?.name);
    }
    if (entry.top) {
      for (const name of entry.top) expect(byName.has(name), `${name} is in the catalogue`).toBe(true);
      expect(hits.slice(0, entry.top.length).map((hit) => hit.name).sort(), label).toEqual([...entry.top].sort());
    }
    if (entry.every) {
      expect(hits.length, label).toBeGreaterThan(0);
      for (const hit of hits) expect(entry.every(hit), `${hit.name} in ${label}`).toBe(true);
    }
  });

  test("backpack: a product of the Packs categories comes first", async () => {
    const packCategories = new Set(seed.categories.filter((category) => category.parentId === "100400").map((category) => category.id));
    const answer = await search("backpack");
    expect(packCategories.has(answer.hits[0]!.categoryId)).toBe(true);
  });

});
