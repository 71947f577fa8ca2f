import { SEED_IDS } from "../fixture-ids.ts";
import { CURRENCIES, type Currency, type SeedInput } from "../seed-files.ts";
import type { GenderCode, Line, ModelOptions } from "./catalogue-model.ts";
import { attributesFor, descriptionFor } from "./descriptions.ts";
import { listPrice, salePrice } from "./prices.ts";
import { LINES } from "./product-lines.ts";
import { rngFor, type Rng } from "./random.ts";
import { GIFT_DESIGNS, PALETTE, sizeCode, sizeRun } from "./sizes-and-colours.ts";
import { slugify } from "./slugs.ts";
import { stockFor } from "./stock.ts";

/**
 * Products and variants from the product lines: one product per model and gender, one variant
 * per colour and size, with prices in the four currencies and stock per location. Every random
 * choice of a product comes from its own PRNG, drawn in a fixed order: reordering the draws
 * below changes the files.
 */

type ProductInput = SeedInput["products"][number];
type VariantInput = SeedInput["variants"][number];
type Gender = { column: ProductInput["gender"]; prefix: string };

const GENDER_NAMES: Record<GenderCode, Gender> = {
  m: { column: "men", prefix: "Men's " },
  w: { column: "women", prefix: "Women's " },
  k: { column: "kids", prefix: "Kids' " },
  u: { column: "unisex", prefix: "" },
};
const BADGES = ["New", "New", "New", "Best seller", "Online exclusive", "Limited edition", "Recycled materials"];
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export function buildCatalogue(): { products: ProductInput[]; variants: VariantInput[] } {
  const products: ProductInput[] = [];
  const variants: VariantInput[] = [];
  const ids = new Set<string>(Object.values(SEED_IDS.products));
  const upcs = new Set<string>();

  for (const line of LINES) {
    for (const [model, genders, options = {}] of line.models) {
      for (const genderCode of genders as Iterable<GenderCode>) {
        const gender = GENDER_NAMES[genderCode];
        const name = `${gender.prefix}${model}`;
        const rng = rngFor(`product ${line.categoryId} ${name}`);
        // A pinned id belongs to the model's first gender.
        const id = (genderCode === genders[0] ? options.id : undefined) ?? newProductId(name, ids);
        ids.add(id);
        const product = { line, model, name, id, genderCode, options };
        products.push(productRecord(product, gender, rng));
        variants.push(...variantRecords(product, rng, upcs));
      }
    }
  }
  return { products, variants };
}

/** One model in one gender, as the catalogue makes it a product. */
interface ProductSpec {
  line: Line;
  model: string;
  name: string;
  id: string;
  genderCode: GenderCode;
  options: ModelOptions;
}

/** `RL` and six letters or digits, none taken yet. */
function newProductId(name: string, ids: ReadonlySet<string>): string {
  for (let attempt = 0; ; attempt++) {
    const idRng = rngFor(`id ${name} ${attempt}`);
    const candidate = `RL${Array.from({ length: 6 }, () => idRng.pick([...ALPHANUMERIC])).join("")}`;
    if (!ids.has(candidate)) return candidate;
  }
}

function productRecord({ line, model, name, id, options }: ProductSpec, gender: Gender, rng: Rng): ProductInput {
  const attributes = options.attributes ?? attributesFor(line.kind, rng, model);
  const isNew = rng.chance(0.12);
  const badge = options.badge !== undefined ? options.badge : rng.chance(0.28) ? rng.pick(BADGES) : null;
  const unrated = badge === "New" || isNew ? rng.chance(0.5) : rng.chance(0.06);
  return {
    id,
    slug: slugify(name),
    name,
    description: descriptionFor(line.kind, name, attributes, rng),
    categoryId: line.categoryId,
    gender: line.kind === "gift" ? null : gender.column,
    attributes,
    badge,
    ratingScore: unrated ? 0 : rng.int(34, 50),
    reviewsCount: unrated ? 0 : Math.floor(Math.exp(rng.next() * 7.5)),
    isDigital: options.digital ?? false,
    isCustoms: options.customs ?? false,
  };
}

/** Colours, sizes and prices of a product: a variant per colour and size. */
function variantRecords({ line, model, id, genderCode, options }: ProductSpec, rng: Rng, upcs: Set<string>): VariantInput[] {
  const gift = line.kind === "gift";
  const palette = gift ? GIFT_DESIGNS : PALETTE;
  const others = rng.sample(Object.keys(PALETTE).filter((letter) => letter !== "K"), 4);
  const colours = options.colours ? [...options.colours] : [...(rng.chance(0.6) ? ["K"] : []), ...others].slice(0, rng.int(2, 4));
  const run = options.sizes ?? sizeRun(line.kind, genderCode, model);
  const count = Math.min(run.length, rng.int(Math.min(3, run.length), 6));
  const start = rng.int(0, run.length - count);
  const sizes = options.sizes ?? run.slice(start, start + count);

  let usd = options.priceUsd ?? rng.int(line.priceUsd[0] / 5, line.priceUsd[1] / 5) * 5;
  if (genderCode === "k" && !options.priceUsd) usd = Math.max(15, Math.round((usd * 0.6) / 5) * 5);
  const roll = rng.next();
  const saleKind = options.noSale || gift ? "none" : options.salePercent ? "all" : roll < 0.16 ? "all" : roll < 0.24 ? "colour" : roll < 0.28 ? "emea" : "none";
  const percent = options.salePercent ?? rng.pick([20, 25, 30, 40]);
  const saleColour = rng.pick(colours);

  return colours.flatMap((colour) => {
    const [colorCode, colorName] = palette[colour]!;
    return sizes.map((size) => {
      const variantId = `${id}${colour}${sizeCode(size, gift)}`;
      const list = Object.fromEntries(CURRENCIES.map((code) => [code, gift ? Number(size) * 100 : listPrice(usd, code) + (size === "XXL" ? 500 : 0)])) as Record<Currency, number>;
      const saleCurrencies: readonly Currency[] = saleKind === "all" || (saleKind === "colour" && colour === saleColour) ? CURRENCIES : saleKind === "emea" ? ["GBP", "EUR"] : [];
      const sale = saleCurrencies.length ? { sale: Object.fromEntries(saleCurrencies.map((code) => [code, salePrice(list[code], percent)])) } : {};
      return { id: variantId, productId: id, upc: upcFor(variantId, upcs), colorCode, colorName, size, list, ...sale, stock: stockFor(variantId, options) };
    });
  });
}

/** UPC-A: 11 digits and a check digit. */
function upcFor(key: string, used: Set<string>): string {
  let attempt = 0;
  for (;;) {
    const rng = rngFor(`upc ${key} ${attempt++}`);
    let body = "19";
    for (let i = 0; i < 9; i++) body += String(rng.int(0, 9));
    const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
    const upc = body + String((10 - (sum % 10)) % 10);
    if (!used.has(upc)) {
      used.add(upc);
      return upc;
    }
  }
}
