/**
 * Writes the commerce seed, `fixtures/commerce/*.json` and its README, deterministically: every
 * random choice comes from a PRNG seeded by a stable key (a product's name, a variant's id), so
 * a run gives byte-identical files and adding a product leaves the others as they were.
 *
 *   npx tsx scripts/generate-commerce-fixtures.ts
 *
 * The files are validated with the loader's schemas (backend/seed/seed-files.ts) before they
 * are written. Well-known records are pinned in backend/seed/fixture-ids.ts.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { MAX_LOGIN_ATTEMPTS } from "../identity/lockout.ts";
import { SEED_IDS, SEED_PASSWORDS, SEED_REFERENCE_TIME } from "./fixture-ids.ts";
import {
  CURRENCIES,
  SEED_FILES,
  checkReferences,
  parseSeedFile,
  type Currency,
  type Seed,
  type SeedInput,
  type SeedName,
} from "./seed-files.ts";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/commerce");

// ---- deterministic randomness -------------------------------------------------------------------

/** FNV-1a, 32 bits: a stable seed from a key. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast PRNG; the same key always gives the same sequence. */
function rngFor(key: string) {
  let state = hash(key);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    sample<T>(items: readonly T[], n: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return out;
    },
  };
}
type Rng = ReturnType<typeof rngFor>;

// ---- categories ---------------------------------------------------------------------------------

type CategoryInput = SeedInput["categories"][number];
const CATEGORY_TREE: [id: string, name: string, parentId: string | null][] = [
  ["100100", "New arrivals", null],
  ["100200", "Jackets", null],
  ["100210", "Shells", "100200"],
  ["100220", "Down jackets", "100200"],
  ["100230", "Insulated jackets", "100200"],
  ["100300", "Footwear", null],
  ["100310", "Hiking boots", "100300"],
  ["100320", "Trail shoes", "100300"],
  ["100330", "Winter boots", "100300"],
  ["100340", "Sandals", "100300"],
  ["100400", "Packs", null],
  ["100410", "Daypacks", "100400"],
  ["100420", "Trekking packs", "100400"],
  ["100430", "Duffels & travel", "100400"],
  ["100500", "Clothing", null],
  ["100510", "Base layers", "100500"],
  ["100520", "Fleece", "100500"],
  ["100530", "Trousers", "100500"],
  ["100540", "Shirts & tees", "100500"],
  ["100600", "Accessories", null],
  ["100610", "Hats & gloves", "100600"],
  ["100620", "Socks", "100600"],
  ["100700", "Camping", null],
  ["100710", "Tents", "100700"],
  ["100720", "Sleeping bags", "100700"],
  ["100800", "Gift cards", null],
  ["100900", "Sale", null],
];

function slugify(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function buildCategories(): CategoryInput[] {
  const positions = new Map<string | null, number>();
  return CATEGORY_TREE.map(([id, name, parentId]) => {
    const position = positions.get(parentId) ?? 0;
    positions.set(parentId, position + 1);
    return { id, slug: slugify(name), name, parentId, position };
  });
}

// ---- sizes and colours --------------------------------------------------------------------------

const APPAREL = ["XS", "S", "M", "L", "XL", "XXL"];
const KIDS_APPAREL = ["XS", "S", "M", "L", "XL"];
const MEN_SHOES = ["7", "7.5", "8", "8.5", "9", "9.5", "10", "10.5", "11", "11.5", "12", "13"];
const WOMEN_SHOES = ["5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10", "11"];
const KIDS_SHOES = ["11", "12", "13", "1", "2", "3", "4", "5"];
const WAIST = ["28", "30", "32", "34", "36", "38", "40"];
const PACK = ["S", "M", "L"];
const DUFFEL = ["XS", "S", "M", "L", "XL"];
const HATS = ["S", "M", "L"];
const GLOVES = ["XS", "S", "M", "L", "XL"];
const SOCKS = ["S", "M", "L", "XL"];
const TENT = ["1P", "2P", "3P", "4P"];
const BAG = ["Regular", "Long", "Wide"];
const GIFT = ["25", "50", "100", "250"];

const LETTER_CODES: Record<string, string> = { XS: "XS", S: "SM", M: "MD", L: "LG", XL: "XL", XXL: "2X", Regular: "RG", Long: "LN", Wide: "WD" };
const GIFT_CODES: Record<string, string> = { "25": "D1", "50": "D2", "100": "D3", "250": "D4" };

/** The 2-character size part of a variant id: M → MD, 10.5 → 0H, 9 → 09, 2P → 2P, 50 (gift) → D2. */
function sizeCode(size: string, gift: boolean): string {
  if (gift) return GIFT_CODES[size]!;
  if (LETTER_CODES[size]) return LETTER_CODES[size];
  if (/^\dP$/.test(size)) return size;
  const half = /^(\d+)\.5$/.exec(size);
  if (half) return `${Number(half[1]) % 10}H`;
  if (/^\d+$/.test(size)) return size.padStart(2, "0");
  throw new Error(`No size code for ${size}`);
}

/** Colour letter (the variant id's colour part) → colour code and name. */
const PALETTE: Record<string, [code: string, name: string]> = {
  K: ["BLK", "Black"],
  N: ["NVY", "Summit Navy"],
  R: ["RED", "Fiery Red"],
  G: ["OLV", "Forest Olive"],
  B: ["BLU", "Lake Blue"],
  Y: ["GRY", "Granite Grey"],
  O: ["ORG", "Ember Orange"],
  W: ["WHT", "Glacier White"],
  T: ["TAN", "Desert Tan"],
  P: ["PLM", "Dusk Plum"],
  S: ["SAG", "Lichen Sage"],
  C: ["CRL", "Sunset Coral"],
  M: ["MUS", "Ochre"],
  A: ["TEA", "Alpine Teal"],
};
const GIFT_DESIGNS: Record<string, [code: string, name: string]> = { A: ["ALP", "Alpenglow"], F: ["FOR", "Forest"], S: ["SNW", "Snowfall"] };

// ---- product lines ------------------------------------------------------------------------------

type Kind = "shell" | "down" | "insulated" | "boot" | "trail" | "winter" | "sandal" | "daypack" | "trek" | "duffel" | "base" | "fleece" | "trousers" | "shirt" | "hat" | "socks" | "tent" | "bag" | "gift";
type GenderCode = "m" | "w" | "k" | "u";

interface ModelOptions {
  id?: string;
  customs?: boolean;
  digital?: boolean;
  priceUsd?: number;
  colours?: string;
  sizes?: string[];
  badge?: string | null;
  /** Percent off in every currency and colour. */
  salePercent?: number;
  /** No sale at all. */
  noSale?: boolean;
  /** Every variant out of stock everywhere. */
  discontinued?: boolean;
  /** Replace generated attributes. */
  attributes?: Record<string, string>;
}
type Model = [name: string, genders: string, options?: ModelOptions];

interface Line {
  categoryId: string;
  kind: Kind;
  priceUsd: [number, number];
  models: Model[];
}

const LINES: Line[] = [
  {
    categoryId: "100210",
    kind: "shell",
    priceUsd: [129, 449],
    models: [
      ["Cascade Rain Jacket", "mw", { id: SEED_IDS.products.cascadeRainJacket, salePercent: 30 }],
      ["Stormline 3L Jacket", "mw"],
      ["Alpine Guide Hardshell", "mw"],
      ["Drizzle Packable Jacket", "mw"],
      ["Squall Trail Jacket", "mw"],
      ["Headwall Pro Shell", "mw"],
      ["Everyday Rain Parka", "mw"],
      ["Tempest Anorak", "mw"],
      ["Ridgecrest GTX Jacket", "mw"],
      ["Gale Force Jacket", "mw"],
      ["Puddle Rain Jacket", "k"],
    ],
  },
  {
    categoryId: "100220",
    kind: "down",
    priceUsd: [179, 399],
    models: [
      [
        "Summit Parka",
        "u",
        {
          id: SEED_IDS.products.summitParka,
          priceUsd: 350,
          colours: "KRN",
          sizes: APPAREL,
          badge: "Best seller",
          noSale: true,
          attributes: { material: "Recycled nylon ripstop", insulation: "700-fill 100% recycled down", fit: "Regular fit", waterproofRating: "Water-repellent (DWR)", warmth: "5/5", weight: "1,050 g" },
        },
      ],
      ["Basecamp Down Jacket", "mw"],
      ["Snowline Hooded Down", "mw"],
      ["Featherlite 800 Jacket", "mw"],
      ["Cirque Down Parka", "mw"],
      ["Coldfront Down Vest", "mw"],
      ["Icefall Belay Parka", "mw"],
      ["Aurora Long Down Coat", "w"],
      ["Snowball Down Jacket", "k"],
      ["Custom Summit Parka", "u", { customs: true, priceUsd: 420, noSale: true, badge: "Made to order" }],
    ],
  },
  {
    categoryId: "100230",
    kind: "insulated",
    priceUsd: [149, 279],
    models: [
      ["Thermal Loft Hoodie", "mw"],
      ["Windward Insulated Jacket", "mw"],
      ["Trailhead Synthetic Vest", "mw"],
      ["Pinnacle Hybrid Jacket", "mw"],
      ["Kestrel Insulated Shacket", "mw"],
      ["Puddle Insulated Jacket", "k"],
    ],
  },
  {
    categoryId: "100310",
    kind: "boot",
    priceUsd: [139, 289],
    models: [
      ["Ridge Trail Mid GTX Boot", "mw"],
      ["Backcountry Leather Boot", "mw"],
      ["Switchback Mid Waterproof Boot", "mw"],
      ["Talus Trek Boot", "mw"],
      ["Valley Hiker Mid Boot", "mw"],
      ["Highline Lightweight Boot", "mw"],
      ["Granite Peak Mountaineering Boot", "u"],
      ["Trailblazer Mid Boot", "k"],
      ["Custom Ridge Trail Mid Boot", "u", { customs: true, priceUsd: 260, noSale: true, badge: "Made to order" }],
    ],
  },
  {
    categoryId: "100320",
    kind: "trail",
    priceUsd: [109, 179],
    models: [
      ["Ridge Trail Low GTX Shoe", "mw"],
      ["Vector Trail Runner", "mw"],
      ["Scree Dash Shoe", "mw"],
      ["Skyline Ultra Trail Shoe", "mw"],
      ["Mesa Approach Shoe", "mw"],
      ["Canyon Hiker Low", "mw"],
      ["Flatiron Trail Shoe", "mw"],
      ["Trail Sprint Shoe", "k"],
    ],
  },
  {
    categoryId: "100330",
    kind: "winter",
    priceUsd: [129, 219],
    models: [
      ["Snowdrift Insulated Boot", "mw"],
      ["Chalet Lace-Up Winter Boot", "mw"],
      ["Polar Pac Boot", "mw"],
      ["Snowpuff Boot", "k"],
    ],
  },
  {
    categoryId: "100340",
    kind: "sandal",
    priceUsd: [39, 89],
    models: [
      ["Riverbed Sport Sandal", "mw"],
      ["Creekside Strap Sandal", "mw"],
      ["Camp Recovery Slide", "u"],
    ],
  },
  {
    categoryId: "100410",
    kind: "daypack",
    priceUsd: [49, 149],
    models: [
      ["Hilltop Daypack 24 L", "u"],
      ["Commuter Pro 28 L", "u"],
      ["Fastpack Trail 18 L", "u"],
      ["Summit Dash 30 L", "u"],
      ["Metro Roll-Top 22 L", "u"],
      ["Canyon Hydration 12 L", "u"],
      ["Lakeside Sling 6 L", "u"],
      ["Overlook Daypack 32 L", "u"],
      ["Weekender Tote 20 L", "u"],
      ["Ridge Scout 20 L", "u"],
      ["Hilltop Daypack 22 L", "w"],
      ["Trail Buddy 12 L", "k"],
      ["Campus Classic 27 L", "u"],
      ["Bike Commute 20 L", "u"],
    ],
  },
  {
    categoryId: "100420",
    kind: "trek",
    priceUsd: [179, 329],
    models: [
      ["Traverse 45 Pack", "mw"],
      ["Longtrail 65 Pack", "mw"],
      ["Alpine Attack 38 Pack", "u"],
      ["Thru-Hiker 55 Pack", "u"],
      ["Expedition 80 Pack", "u"],
    ],
  },
  {
    categoryId: "100430",
    kind: "duffel",
    priceUsd: [119, 299],
    models: [
      ["Base Camp Duffel", "u"],
      ["Rolling Trek Duffel", "u"],
      ["Carry-On Roller 40 L", "u"],
      ["Gear Hauler Duffel 90 L", "u"],
      ["Voyager Travel Pack 40 L", "u"],
      ["Custom Base Camp Duffel", "u", { id: SEED_IDS.products.customDuffel, customs: true, priceUsd: 190, noSale: true, badge: "Made to order" }],
    ],
  },
  {
    categoryId: "100510",
    kind: "base",
    priceUsd: [49, 119],
    models: [
      ["Merino 150 Crew", "mw"],
      ["Merino 250 Zip Neck", "mw"],
      ["Thermal Grid Hoodie", "mw"],
      ["Lightweight Base Tights", "mw"],
      ["Midweight Base Bottoms", "mw"],
      ["Summit Merino Long Sleeve", "mw"],
      ["Merino 200 Hoodie", "mw"],
      ["Cosy Base Layer Set", "k"],
    ],
  },
  {
    categoryId: "100520",
    kind: "fleece",
    priceUsd: [69, 179],
    models: [
      ["Glacier Quarter-Zip Fleece", "mw"],
      ["Timberline Fleece Jacket", "mw"],
      ["High-Pile Sherpa Jacket", "mw"],
      ["Gridtech Fleece Hoodie", "mw"],
      ["Canyonlands Full-Zip", "mw"],
      ["Polar Fleece Vest", "mw"],
      ["Glacier Fleece", "k"],
      ["Ridgeline Logo Fleece Pullover", "u"],
    ],
  },
  {
    categoryId: "100530",
    kind: "trousers",
    priceUsd: [69, 149],
    models: [
      ["Trailbound Convertible Trousers", "mw"],
      ["Scrambler Softshell Pants", "mw"],
      ["Range Hiking Trousers", "mw"],
      ["Summit Rain Pants", "mw"],
      ["Basin Cargo Trousers", "mw"],
      ["Camp Jogger", "mw"],
      ["Alpine Guide Pants", "mw"],
      ["Adventure Trousers", "k"],
    ],
  },
  {
    categoryId: "100540",
    kind: "shirt",
    priceUsd: [29, 89],
    models: [
      ["Trail Wicking Tee", "mw"],
      ["Granite Graphic Tee", "mw"],
      ["Sun Guard Hoody", "mw"],
      ["Backcountry Flannel Shirt", "mw"],
      ["Campside Button-Up", "mw"],
      ["Vista Long-Sleeve Tee", "mw"],
      ["Twin Peaks Polo", "mw"],
      ["Ridgeline Logo Tee", "u"],
      ["Mountain Tee", "k"],
    ],
  },
  {
    categoryId: "100610",
    kind: "hat",
    priceUsd: [25, 59],
    models: [
      ["Ridgeline Logo Beanie", "u", { id: SEED_IDS.products.logoBeanie, priceUsd: 25, colours: "KRY", sizes: HATS, noSale: true }],
      ["Cuffed Rib Beanie", "u"],
      ["Trucker Cap", "u"],
      ["Sun Stash Brimmer Hat", "u"],
      ["Touchscreen Liner Gloves", "u"],
      ["Summit Insulated Gloves", "mw"],
      ["Storm Mittens", "u"],
      ["Pom Beanie", "k"],
      ["Custom Logo Cap", "u", { customs: true, priceUsd: 35, noSale: true, badge: "Made to order" }],
    ],
  },
  {
    categoryId: "100620",
    kind: "socks",
    priceUsd: [16, 29],
    models: [
      ["Hiker Crew Socks", "mw"],
      ["Trail Runner Quarter Socks", "u"],
      ["Merino Mountaineering Socks", "u"],
      ["Everyday Cushion Socks 3-Pack", "u"],
      ["Trail Socks", "k"],
    ],
  },
  {
    categoryId: "100710",
    kind: "tent",
    priceUsd: [199, 799],
    models: [
      ["Stormbreak Tent", "u"],
      ["Backpacker Ultralight Tent", "u"],
      ["Family Dome Tent", "u"],
      ["Expedition Mountain Tent", "u"],
      ["Meadow Cabin Tent", "u"],
      ["Trailside Tent", "u"],
      ["Ridge Shelter Tarp", "u"],
      ["Alpine Bivy Shelter", "u", { id: SEED_IDS.products.discontinued, discontinued: true, noSale: true }],
    ],
  },
  {
    categoryId: "100720",
    kind: "bag",
    priceUsd: [99, 449],
    models: [
      ["Snowline -7°C Sleeping Bag", "u"],
      ["Summer Breeze 10°C Sleeping Bag", "u"],
      ["Down Ridge -12°C Sleeping Bag", "u"],
      ["Ember 0°C Synthetic Bag", "u"],
      ["Expedition -29°C Down Bag", "u"],
      ["Camp Double Sleeping Bag", "u"],
      ["Snowline -9°C Sleeping Bag", "w"],
      ["Sleepover Bag", "k"],
    ],
  },
  {
    categoryId: "100800",
    kind: "gift",
    priceUsd: [25, 250],
    models: [
      ["Ridgeline E-Gift Card", "u", { id: SEED_IDS.products.eGiftCard, digital: true, colours: "AFS", sizes: GIFT, noSale: true, badge: null }],
      ["Ridgeline Gift Card", "u", { id: SEED_IDS.products.giftCard, colours: "AF", sizes: GIFT, noSale: true, badge: null }],
      ["Ridgeline Holiday E-Gift Card", "u", { digital: true, colours: "SF", sizes: GIFT, noSale: true, badge: "Limited edition" }],
    ],
  },
];

function sizeRun(kind: Kind, gender: GenderCode, name: string): string[] {
  switch (kind) {
    case "shell":
    case "down":
    case "insulated":
    case "base":
    case "fleece":
    case "shirt":
      return gender === "k" ? KIDS_APPAREL : APPAREL;
    case "trousers":
      return gender === "m" ? WAIST : gender === "k" ? KIDS_APPAREL : APPAREL;
    case "boot":
    case "trail":
    case "winter":
    case "sandal":
      return gender === "w" ? WOMEN_SHOES : gender === "k" ? KIDS_SHOES : MEN_SHOES;
    case "daypack":
    case "trek":
      return PACK;
    case "duffel":
      return DUFFEL;
    case "hat":
      return /glove|mitten/i.test(name) ? GLOVES : HATS;
    case "socks":
      return SOCKS;
    case "tent":
      return TENT;
    case "bag":
      return BAG;
    case "gift":
      return GIFT;
  }
}

// ---- descriptions and attributes ----------------------------------------------------------------

const FITS = ["Regular fit", "Relaxed fit", "Athletic fit"];

function attributesFor(kind: Kind, rng: Rng, name: string): Record<string, string> {
  const grams = (min: number, max: number) => `${rng.int(min / 10, max / 10) * 10} g`;
  switch (kind) {
    case "shell":
      return {
        material: rng.pick(["3-layer recycled nylon", "2.5-layer recycled polyester", "3-layer GORE-TEX Pro", "2-layer nylon taffeta"]),
        fit: rng.pick(FITS),
        waterproofRating: rng.pick(["15,000 mm", "20,000 mm", "28,000 mm"]),
        breathability: rng.pick(["15,000 g/m²/24 h", "20,000 g/m²/24 h", "30,000 g/m²/24 h"]),
        weight: grams(280, 560),
      };
    case "down":
      return {
        material: rng.pick(["Recycled nylon ripstop", "Recycled polyester taffeta", "Ripstop nylon"]),
        insulation: name === "Summit Parka" ? "700-fill recycled down" : rng.pick(["600-fill RDS down", "700-fill recycled down", "800-fill RDS goose down"]),
        fit: rng.pick(FITS),
        waterproofRating: "Water-repellent (DWR)",
        warmth: `${rng.int(3, 5)}/5`,
        weight: grams(380, 1100),
      };
    case "insulated":
      return {
        material: rng.pick(["Recycled nylon", "Stretch polyester", "Recycled polyester ripstop"]),
        insulation: rng.pick(["ThermoLoft 60 g/m²", "ThermoLoft 80 g/m²", "ThermoLoft 100 g/m²"]),
        fit: rng.pick(FITS),
        waterproofRating: "Water-repellent (DWR)",
        weight: grams(300, 620),
      };
    case "boot":
    case "trail":
    case "winter":
      return {
        upper: kind === "trail" ? rng.pick(["Recycled mesh and synthetic overlays", "Suede and mesh", "Engineered knit"]) : rng.pick(["Full-grain leather", "Nubuck leather", "Recycled mesh and synthetic overlays", "Suede and mesh"]),
        waterproof: kind === "trail" && rng.chance(0.5) ? "No" : rng.pick(["GORE-TEX membrane", "Ridgeline DryVent membrane"]),
        outsole: rng.pick(["Vibram Megagrip", "Ridgeline SummitGrip rubber", "Vibram Arctic Grip"]),
        drop: `${rng.pick([4, 6, 8, 10, 12])} mm`,
        fit: rng.pick(["Standard width", "Wide toe box", "Narrow heel"]),
        weight: `${grams(280, 780)} (half pair)`,
        ...(kind === "winter" ? { insulation: rng.pick(["200 g synthetic", "400 g synthetic"]), tempRating: rng.pick(["-20 °C", "-32 °C"]) } : {}),
      };
    case "sandal":
      return { upper: rng.pick(["Recycled polyester webbing", "Synthetic leather straps"]), outsole: "Ridgeline SummitGrip rubber", waterproof: "Water-friendly", weight: `${grams(180, 320)} (half pair)` };
    case "daypack":
    case "trek":
      return {
        volume: /(\d+) L/.exec(name)?.[1] ? `${/(\d+) L/.exec(name)![1]} L` : `${/(\d+) Pack/.exec(name)?.[1] ?? rng.int(18, 32)} L`,
        material: rng.pick(["420D recycled nylon", "600D recycled polyester", "210D ripstop nylon"]),
        backSystem: rng.pick(["Ventilated mesh back panel", "Padded foam back panel", "Adjustable torso harness"]),
        hydrationCompatible: rng.chance(0.7) ? "Yes" : "No",
        weight: grams(kind === "trek" ? 1200 : 300, kind === "trek" ? 2400 : 1100),
      };
    case "duffel":
      return { volume: `${rng.int(3, 15) * 10} L`, material: "1000D recycled polyester with TPE laminate", waterproof: "Water-resistant", weight: grams(900, 3200) };
    case "base":
      return {
        material: /Merino (\d+)/.test(name) ? `100% merino wool ${/Merino (\d+)/.exec(name)![1]} g/m²` : name.includes("Merino") ? "Merino and recycled polyester blend" : rng.pick(["Merino and recycled polyester blend", "Recycled polyester grid fleece"]),
        fit: rng.pick(["Slim fit", "Regular fit"]),
        odourControl: "Yes",
      };
    case "fleece":
      return { material: /sherpa|high-pile/i.test(name) ? "High-pile recycled sherpa fleece" : rng.pick(["Recycled polyester fleece 200 g/m²", "Recycled polyester fleece 300 g/m²", "Grid fleece 150 g/m²"]), fit: rng.pick(FITS), warmth: `${rng.int(2, 4)}/5` };
    case "trousers":
      return {
        material: name.includes("Rain") ? "2.5-layer recycled nylon" : rng.pick(["Stretch nylon", "Recycled nylon ripstop", "Softshell polyester", "Organic cotton canvas"]),
        fit: rng.pick(["Regular fit", "Relaxed fit", "Tapered fit"]),
        waterproofRating: name.includes("Rain") ? "20,000 mm" : "Water-repellent (DWR)",
        inseam: rng.pick(["30 in", "32 in", "34 in"]),
      };
    case "shirt":
      return { material: rng.pick(["100% organic cotton", "Recycled polyester", "Cotton flannel", "Cotton and recycled polyester blend"]), fit: rng.pick(FITS), upf: rng.chance(0.4) ? "UPF 40+" : "None" };
    case "hat":
      return { material: rng.pick(["Recycled acrylic knit", "Recycled polyester", "Merino blend", "Cotton twill"]), warmth: `${rng.int(1, 4)}/5` };
    case "socks":
      return { material: rng.pick(["Merino wool blend", "Recycled nylon and merino"]), cushioning: rng.pick(["Light", "Medium", "Heavy"]), height: rng.pick(["Crew", "Quarter", "Boot"]) };
    case "tent":
      return {
        seasons: rng.pick(["3-season", "3-season", "4-season"]),
        packedWeight: `${(rng.int(9, 45) / 10).toFixed(1)} kg`,
        poles: "DAC aluminium",
        waterproofRating: rng.pick(["1,500 mm fly", "3,000 mm fly", "5,000 mm fly"]),
        doors: String(rng.int(1, 2)),
      };
    case "bag": {
      const temp = /(-?\d+)°C/.exec(name)?.[1] ?? String(rng.int(-5, 5));
      return { comfortTemperature: `${temp} °C`, fill: name.includes("Synthetic") ? "ThermoLoft synthetic" : name.includes("Down") ? rng.pick(["650-fill RDS down", "800-fill RDS down"]) : rng.pick(["650-fill RDS down", "800-fill RDS down", "ThermoLoft synthetic"]), shape: name.includes("Double") ? "Rectangular" : "Mummy", weight: grams(700, 2100) };
    }
    case "gift":
      return { delivery: name.includes("E-Gift") ? "Email, within minutes" : "Post, 3–5 working days", validity: "5 years from purchase" };
  }
}

const USES: Record<Kind, string[]> = {
  shell: ["alpine days that turn wet", "everyday storms in the city", "multi-day treks in changeable weather"],
  down: ["bitter winter mornings", "belays and summit pushes", "city winters and ski-town evenings"],
  insulated: ["cold, damp shoulder seasons", "fast and light days in the hills", "layering under a shell"],
  boot: ["long days on rocky trails", "multi-day backpacking trips", "muddy, wet hikes"],
  trail: ["fast days on mixed terrain", "trail runs and light hikes", "approach walks to the crag"],
  winter: ["snow-covered streets", "winter walks and camp chores", "icy sidewalks"],
  sandal: ["river crossings and camp", "warm-weather trails", "recovery after a long hike"],
  daypack: ["day hikes and commutes", "travel days and short trips", "fast missions into the hills"],
  trek: ["multi-day treks", "hut-to-hut tours", "expeditions and long-distance trails"],
  duffel: ["expeditions and road trips", "airport runs and base camps", "hauling gear to the trailhead"],
  base: ["cold starts and long days", "next-to-skin warmth on the move", "high-output winter days"],
  fleece: ["cool evenings at camp", "layering under a shell", "everyday warmth"],
  trousers: ["long days on the trail", "scrambles and via ferratas", "travel and everyday wear"],
  shirt: ["sunny trail days", "camp and town", "everyday adventures"],
  hat: ["cold mornings", "sunny days on the trail", "winter commutes"],
  socks: ["long hiking days", "trail runs", "cold-weather adventures"],
  tent: ["weekend camping trips", "backcountry nights", "storm-prone mountain camps"],
  bag: ["cold nights out", "summer camping", "alpine bivouacs"],
  gift: ["anyone who loves the outdoors"],
};

/** "Recycled nylon" → "recycled nylon"; "GORE-TEX membrane" and "3-layer …" stay as they are. */
const lower = (value = "") => (/^[A-Z][a-z]/.test(value) ? value[0]!.toLowerCase() + value.slice(1) : value);

function descriptionFor(kind: Kind, name: string, a: Record<string, string>, rng: Rng): string {
  const use = rng.pick(USES[kind]);
  const closer = rng.pick(["Backed by our lifetime repair promise.", "Designed and tested in the mountains.", "Made with recycled or responsibly sourced materials where we can.", ""]);
  const lead = ((): string => {
    switch (kind) {
      case "shell":
        return `The ${name} is a ${lower(a.material)} shell for ${use}: waterproof to ${a.waterproofRating} and breathable at ${a.breathability}, with fully taped seams, pit zips and an adjustable hood.`;
      case "down":
        return `The ${name} is insulated with ${a.insulation} under a ${lower(a.material)} shell, for ${use}.`;
      case "insulated":
        return `${a.insulation} synthetic insulation keeps the ${name} warm even when damp, for ${use}.`;
      case "boot":
      case "trail":
      case "winter":
        return `The ${name} pairs a ${lower(a.upper)} upper with a ${a.outsole} outsole${a.waterproof === "No" ? "" : ` and a ${a.waterproof}`}, for ${use}.`;
      case "sandal":
        return `Quick-drying ${lower(a.upper)} and a ${a.outsole} outsole make the ${name} ready for ${use}.`;
      case "daypack":
      case "trek":
        return `The ${name} carries ${a.volume} on a ${lower(a.backSystem)}, in ${a.material}, for ${use}.`;
      case "duffel":
        return `The ${name} holds ${a.volume} in ${a.material}, for ${use}.`;
      case "base":
        return `The ${name} in ${lower(a.material)} regulates temperature and resists odour, for ${use}.`;
      case "fleece":
        return `Soft ${lower(a.material)} makes the ${name} a warm layer for ${use}.`;
      case "trousers":
      case "shirt":
      case "hat":
      case "socks":
        return `The ${name}, in ${lower(a.material)}, ${/s$/.test(name) ? "are" : "is"} made for ${use}.`;
      case "tent":
        return `The ${name} is a ${a.seasons} tent with ${a.poles} poles and a ${a.waterproofRating}, for ${use}.`;
      case "bag":
        return `Rated to a comfort temperature of ${a.comfortTemperature}, the ${name} uses ${a.fill} for ${use}.`;
      case "gift":
        return `${name}: the right size every time, for ${use}. Redeemable online and in every Ridgeline store.`;
    }
  })();
  return kind === "gift" || !closer ? lead : `${lead} ${closer}`;
}

// ---- prices -------------------------------------------------------------------------------------

const FX: Record<Currency, number> = { USD: 1, CAD: 1.3, GBP: 0.85, EUR: 1 };

/** Whole units, rounded to 5 from 50 up: 350 USD → 455 CAD, 300 GBP, 350 EUR (minor units). */
function listPrice(usd: number, code: Currency): number {
  const raw = usd * FX[code];
  const whole = raw >= 50 ? Math.round(raw / 5) * 5 : Math.round(raw);
  return whole * 100;
}

/** Percent off, ending in .99: 350.00 at 25 % → 261.99. */
function salePrice(list: number, percent: number): number {
  return Math.max(99, Math.floor((list * (100 - percent)) / 10000) * 100 - 1);
}

// ---- stores, employees --------------------------------------------------------------------------

type StoreInput = SeedInput["stores"][number];
const US_HOURS = { mon: "10:00-20:00", tue: "10:00-20:00", wed: "10:00-20:00", thu: "10:00-21:00", fri: "10:00-21:00", sat: "10:00-20:00", sun: "11:00-18:00" };
const GB_HOURS = { mon: "09:30-19:00", tue: "09:30-19:00", wed: "09:30-19:00", thu: "09:30-20:00", fri: "09:30-20:00", sat: "09:30-19:00", sun: "12:00-18:00" };
const DE_HOURS = { mon: "10:00-20:00", tue: "10:00-20:00", wed: "10:00-20:00", thu: "10:00-20:00", fri: "10:00-20:00", sat: "10:00-20:00", sun: "closed" };

const e6 = (degrees: number) => Math.round(degrees * 1e6);
const STORES: StoreInput[] = [
  { id: "S1001", name: "Ridgeline Boston", siteId: "RL-US", addressLine1: "304 Newbury Street", city: "Boston", postalCode: "02115", country: "US", latitude: e6(42.348712), longitude: e6(-71.085173), phone: "+16175550101", hours: US_HOURS },
  { id: "S1002", name: "Ridgeline Denver", siteId: "RL-US", addressLine1: "1600 Larimer Street", city: "Denver", postalCode: "80202", country: "US", latitude: e6(39.748603), longitude: e6(-104.998731), phone: "+13035550102", hours: US_HOURS },
  { id: "S1003", name: "Ridgeline Seattle", siteId: "RL-US", addressLine1: "1420 5th Avenue", city: "Seattle", postalCode: "98101", country: "US", latitude: e6(47.610599), longitude: e6(-122.336109), phone: "+12065550103", hours: US_HOURS },
  { id: "S1004", name: "Ridgeline San Francisco", siteId: "RL-US", addressLine1: "180 Post Street", city: "San Francisco", postalCode: "94108", country: "US", latitude: e6(37.788607), longitude: e6(-122.405403), phone: "+14155550104", hours: US_HOURS },
  { id: "S1005", name: "Ridgeline New York SoHo", siteId: "RL-US", addressLine1: "139 Wooster Street", city: "New York", postalCode: "10012", country: "US", latitude: e6(40.725108), longitude: e6(-73.999203), phone: "+12125550105", hours: US_HOURS },
  { id: "S1101", name: "Ridgeline Toronto", siteId: "RL-CA", addressLine1: "220 Yonge Street", city: "Toronto", postalCode: "M5B 2H1", country: "CA", latitude: e6(43.654402), longitude: e6(-79.380701), phone: "+14165550111", hours: US_HOURS },
  { id: "S1102", name: "Ridgeline Vancouver", siteId: "RL-CA", addressLine1: "1024 Robson Street", city: "Vancouver", postalCode: "V6E 1A7", country: "CA", latitude: e6(49.284503), longitude: e6(-123.123103), phone: "+16045550112", hours: US_HOURS },
  { id: "S1103", name: "Ridgeline Montréal", siteId: "RL-CAFR", addressLine1: "1455 rue Peel", city: "Montréal", postalCode: "H3A 1T5", country: "CA", latitude: e6(45.500503), longitude: e6(-73.574702), phone: "+15145550113", hours: US_HOURS },
  { id: "S1201", name: "Ridgeline London Covent Garden", siteId: "RL-GB", addressLine1: "28 Long Acre", city: "London", postalCode: "WC2E 9LZ", country: "GB", latitude: e6(51.512708), longitude: e6(-0.124601), phone: "+442079460121", hours: GB_HOURS },
  { id: "S1202", name: "Ridgeline Manchester", siteId: "RL-GB", addressLine1: "58 King Street", city: "Manchester", postalCode: "M2 4LY", country: "GB", latitude: e6(53.481002), longitude: e6(-2.244003), phone: "+441614960122", hours: GB_HOURS },
  { id: "S1203", name: "Ridgeline Edinburgh", siteId: "RL-GB", addressLine1: "95 George Street", city: "Edinburgh", postalCode: "EH2 3ES", country: "GB", latitude: e6(55.953101), longitude: e6(-3.200004), phone: "+441314960123", hours: GB_HOURS },
  { id: "S1301", name: "Ridgeline Berlin", siteId: "RL-DE", addressLine1: "Tauentzienstraße 9", city: "Berlin", postalCode: "10789", country: "DE", latitude: e6(52.502204), longitude: e6(13.338701), phone: "+493055501301", hours: DE_HOURS },
  { id: "S1302", name: "Ridgeline München", siteId: "RL-DE", addressLine1: "Kaufingerstraße 14", city: "München", postalCode: "80331", country: "DE", latitude: e6(48.137402), longitude: e6(11.571302), phone: "+498955501302", hours: DE_HOURS },
  { id: "S1303", name: "Ridgeline Hamburg", siteId: "RL-DE", addressLine1: "Mönckebergstraße 11", city: "Hamburg", postalCode: "20095", country: "DE", latitude: e6(53.550703), longitude: e6(10.000302), phone: "+494055501303", hours: DE_HOURS },
];

const EMPLOYEE_PASSWORD = SEED_PASSWORDS.employee;
const STAFF_NAMES: Record<string, string[]> = {
  US: ["Maria Lopez", "James Carter", "Aisha Johnson", "Kevin O'Brien", "Sofia Martinez", "Daniel Kim", "Hannah Wright", "Marcus Green", "Olivia Scott", "Ethan Brooks", "Grace Miller", "Noah Turner", "Lily Chen", "Owen Hayes", "Zoe Parker", "Lucas Reed", "Ava Collins", "Mason Price", "Ella Ward", "Caleb Ross"],
  CA: ["Émilie Gagnon", "Liam Roy", "Chloé Bouchard", "Nathan Côté", "Sarah MacDonald", "Ryan Singh", "Léa Pelletier", "Jacob Martin", "Maya Thompson", "Gabriel Lavoie", "Ava Wilson", "Félix Morin"],
  GB: ["Oliver Hughes", "Amelia Evans", "Harry Wilson", "Isla Thomson", "George Patel", "Freya Campbell", "Jack Robinson", "Poppy Walker", "Alfie Davies", "Mia Stewart", "Charlie Wood", "Ruby Hall"],
  DE: ["Lukas Schmidt", "Anna Müller", "Felix Wagner", "Lena Fischer", "Jonas Weber", "Marie Becker", "Paul Hoffmann", "Sophie Schulz", "Leon Koch", "Emma Richter", "Finn Wolf", "Mila Neumann"],
};

function buildEmployees(): SeedInput["employees"] {
  const used: Record<string, number> = {};
  const employees: SeedInput["employees"] = [];
  let next = 1001;
  for (const store of STORES) {
    const rng = rngFor(`employees ${store.id}`);
    const names = STAFF_NAMES[store.country]!;
    for (let i = 0; i < rng.int(2, 4); i++) {
      const at = used[store.country] ?? 0;
      used[store.country] = at + 1;
      const name = names[at % names.length]!;
      const id = `E${next++}`;
      const local = slugify(name).replace(/-/g, ".");
      employees.push({ id, storeId: store.id, name, email: `${local}.${id.toLowerCase()}@stores.example.com`, password: EMPLOYEE_PASSWORD });
    }
  }
  return employees;
}

// ---- consumers ----------------------------------------------------------------------------------

type ConsumerInput = SeedInput["consumers"][number];
type AddressInput = ConsumerInput["addresses"][number];
const CONSUMER_PASSWORD = SEED_PASSWORDS.consumer;

interface Home {
  line1: string;
  work: string;
  city: string;
  postalCode: string;
  state: string | null;
  country: string;
}

function addressesFor(id: string, first: string, last: string, email: string, phone: string | null, home: Home): AddressInput[] {
  const base = { city: home.city, country: home.country, postalCode: home.postalCode, stateCityProvDept: home.state, recipientFirstName: first, recipientLastName: last, recipientContactEmail: email, recipientContactPhone: phone };
  return [
    { id: `${id}-A1`, approachType: "S", main: true, addressLine1: home.line1, addressLine2: null, ...base },
    { id: `${id}-A2`, approachType: "S", main: false, addressLine1: home.work, addressLine2: "Reception", ...base },
    { id: `${id}-A3`, approachType: "B", main: true, addressLine1: home.line1, addressLine2: null, ...base },
  ];
}

function cardsFor(id: string, holder: string, brand: "VISA" | "MASTERCARD" | "AMEX", last4: string): ConsumerInput["cards"] {
  return [
    { id: `${id}-PI1`, brand, last4, expiryMonth: 9, expiryYear: 2030, holder, main: true },
    { id: `${id}-PI2`, brand: "MASTERCARD", last4: "4444", expiryMonth: 3, expiryYear: 2024, holder, main: false },
  ];
}

interface Person {
  id: string;
  first: string;
  last: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  home: Home | null;
  card?: ["VISA" | "MASTERCARD" | "AMEX", string];
  /** What the README says about the account. */
  note: string;
  kind: string;
  overrides?: Partial<ConsumerInput>;
}

const PEOPLE: Person[] = [
  {
    id: "C1001", first: "Alex", last: "Morgan", email: "alex.regular@example.com", phone: "+16175550181", birthDate: "1990-04-12", kind: "Regular shopper", note: "US, Boston; no loyalty",
    home: { line1: "12 Beacon Street", work: "100 Summer Street", city: "Boston", postalCode: "02108", state: "MA", country: "US" },
    overrides: { interests: "hiking|camping" },
  },
  {
    id: "C1002", first: "Sam", last: "Rivera", email: "sam.loyalty@example.com", phone: "+13035550182", birthDate: "1986-09-30", kind: "Loyalty member", note: "3,200 points (vouchers up to 2,500 pts)",
    home: { line1: "2150 Blake Street", work: "1801 California Street", city: "Denver", postalCode: "80205", state: "CO", country: "US" },
    overrides: { loyaltyMember: true, loyaltyOptInDate: "2023-03-15", loyaltyPoints: 3200, interests: "running|climbing|hiking" },
  },
  {
    id: "C1003", first: "Jordan", last: "Lee", email: "jordan.employee@example.com", phone: "+12065550183", birthDate: "1992-01-22", kind: "Employee", note: "Employee terms NOT yet accepted; cap 1,500.00, spent 425.00",
    home: { line1: "410 Pine Street", work: "1420 5th Avenue", city: "Seattle", postalCode: "98101", state: "WA", country: "US" },
    card: ["MASTERCARD", "5454"],
    overrides: { consumerType: "EMPLOYEE", annualCap: 150000, currentSpend: 42500, interests: "climbing" },
  },
  {
    id: "C1004", first: "Drew", last: "Harper", email: "drew.employee@example.com", phone: "+14155550184", birthDate: "1988-06-05", kind: "Employee", note: "Terms accepted; cap 1,500.00, spent 1,480.00 (20.00 left)",
    home: { line1: "500 Haight Street", work: "180 Post Street", city: "San Francisco", postalCode: "94117", state: "CA", country: "US" },
    overrides: { consumerType: "EMPLOYEE", employeeTermsAccepted: true, annualCap: 150000, currentSpend: 148000, loyaltyMember: true, loyaltyOptInDate: "2022-11-01", loyaltyPoints: 450 },
  },
  {
    id: "C1005", first: "Riley", last: "Chen", email: "riley.athlete@example.com", phone: "+13035550185", birthDate: "1995-02-14", kind: "Athlete", note: "Annual credit 2,500.00, spent 600.00",
    home: { line1: "1320 Pearl Street", work: "2400 Walnut Street", city: "Boulder", postalCode: "80302", state: "CO", country: "US" },
    card: ["AMEX", "0005"],
    overrides: { athlete: true, annualCap: 250000, currentSpend: 60000, interests: "climbing|skiing" },
  },
  {
    id: "C1006", first: "Taylor", last: "Brooks", email: "taylor.wranx@example.com", phone: "+18015550186", birthDate: "1984-11-03", kind: "Pro: WRANX", note: "identity type WRANX",
    home: { line1: "250 South Main Street", work: "15 West South Temple", city: "Salt Lake City", postalCode: "84101", state: "UT", country: "US" },
    overrides: { identityTypes: ["WRANX"], interests: "skiing" },
  },
  {
    id: "C1007", first: "Casey", last: "Nguyen", email: "casey.ipa@example.com", phone: "+15035550187", birthDate: "1991-07-19", kind: "Pro: IPA", note: "identity type IPA",
    home: { line1: "820 NW Glisan Street", work: "1120 SW 5th Avenue", city: "Portland", postalCode: "97209", state: "OR", country: "US" },
    overrides: { identityTypes: ["IPA"], interests: "hiking|camping" },
  },
  {
    id: "C1008", first: "Pat", last: "Kelly", email: "pat.locked@example.com", phone: "+16175550188", birthDate: "1979-03-08", kind: "Locked out", note: `${MAX_LOGIN_ATTEMPTS} failed logins, locked until 2099: sign-in is refused (AUT441) even with the right password`,
    home: { line1: "77 Charles Street", work: "1 Federal Street", city: "Boston", postalCode: "02114", state: "MA", country: "US" },
    overrides: { failedLogins: MAX_LOGIN_ATTEMPTS, lockedUntil: "2099-12-31T23:59:59Z" },
  },
  {
    id: "C1014", first: "Jamie", last: "Fox", email: "jamie.lastattempt@example.com", phone: "+16175550194", birthDate: "1994-04-04", kind: "One attempt from the last", note: `${MAX_LOGIN_ATTEMPTS - 2} failed logins: one more wrong password answers AUT426 (last attempt), the next locks`,
    home: { line1: "9 Tremont Street", work: "60 State Street", city: "Boston", postalCode: "02108", state: "MA", country: "US" },
    overrides: { failedLogins: MAX_LOGIN_ATTEMPTS - 2 },
  },
  {
    id: "C1009", first: "Chloé", last: "Tremblay", email: "chloe.quebec@example.com", phone: "+15145550189", birthDate: "1993-05-27", kind: "Loyalty member (fr-ca)", note: "Montréal, 800 points",
    home: { line1: "3450 rue Saint-Denis", work: "1000 rue De La Gauchetière Ouest", city: "Montréal", postalCode: "H2X 3L3", state: "QC", country: "CA" },
    overrides: { loyaltyMember: true, loyaltyOptInDate: "2024-01-09", loyaltyPoints: 800, interests: "skiing|hiking" },
  },
  {
    id: "C1010", first: "Liam", last: "Walsh", email: "liam.toronto@example.com", phone: "+14165550190", birthDate: "1989-10-10", kind: "Regular shopper (en-ca)", note: "Toronto",
    home: { line1: "88 Queens Quay West", work: "100 King Street West", city: "Toronto", postalCode: "M5J 0B6", state: "ON", country: "CA" },
  },
  {
    id: "C1011", first: "Emma", last: "Clarke", email: "emma.london@example.com", phone: "+447700900191", birthDate: "1990-12-01", kind: "Loyalty member (en-gb)", note: "London, 2,600 points",
    home: { line1: "14 Camden Road", work: "25 Canada Square", city: "London", postalCode: "NW1 9DP", state: null, country: "GB" },
    overrides: { loyaltyMember: true, loyaltyOptInDate: "2021-06-18", loyaltyPoints: 2600, interests: "running" },
  },
  {
    id: "C1012", first: "Lukas", last: "Becker", email: "lukas.berlin@example.com", phone: "+4915155500192", birthDate: "1987-08-16", kind: "Regular shopper (de-de)", note: "Berlin",
    home: { line1: "Kastanienallee 21", work: "Friedrichstraße 68", city: "Berlin", postalCode: "10435", state: null, country: "DE" },
  },
  {
    id: "C1013", first: "Nina", last: "Patel", email: "nina.partial@example.com", phone: null, birthDate: null, kind: "Partially enrolled", note: "No phone, birth date or postal code; no addresses or cards (profile completion starts at the mobile step)",
    home: null,
  },
];

function buildConsumers(): ConsumerInput[] {
  return PEOPLE.map((person, index) => {
    const number = person.id.slice(1);
    return {
      id: person.id,
      consumerNo: `70000${number}`,
      memberId: `RLM${number}`,
      email: person.email,
      password: CONSUMER_PASSWORD,
      firstName: person.first,
      lastName: person.last,
      phone: person.phone,
      birthDate: person.birthDate,
      postalCode: person.home?.postalCode ?? null,
      consumerType: "REGULAR",
      loyaltyMember: false,
      loyaltyOptInDate: null,
      loyaltyPoints: 0,
      athlete: false,
      identityTypes: [],
      employeeTermsAccepted: false,
      annualCap: null,
      currentSpend: 0,
      interests: "",
      failedLogins: 0,
      lockedUntil: null,
      ...person.overrides,
      addresses: person.home ? addressesFor(person.id, person.first, person.last, person.email, person.phone, person.home) : [],
      cards: person.home ? cardsFor(person.id, `${person.first} ${person.last}`, person.card?.[0] ?? "VISA", person.card?.[1] ?? String(1111 + index * 1111).slice(-4)) : [],
    };
  });
}

// ---- promotions, coupons, gift cards, vouchers --------------------------------------------------

type PromotionInput = SeedInput["promotions"][number];
const promotion = (fields: Pick<PromotionInput, "id" | "name" | "level" | "kind" | "value" | "calloutMessage"> & Partial<PromotionInput>): PromotionInput => ({
  threshold: 0,
  currency: null,
  customerGroup: "ALL",
  categoryId: null,
  giftVariantId: null,
  couponRequired: false,
  startsAt: null,
  endsAt: null,
  ...fields,
});

const P = SEED_IDS.promotions;
const PROMOTIONS: PromotionInput[] = [
  promotion({ id: P.orderPercent, name: "10% off orders over 100", level: "ORDER", kind: "percent", value: 10, threshold: 10000, calloutMessage: "Spend {distance} more for 10% off your order|You're close: {distance} more for 10% off|You've earned 10% off your order" }),
  promotion({ id: P.productCategory, name: "20% off fleece", level: "PRODUCT", kind: "percent", value: 20, categoryId: SEED_IDS.categories.fleece, calloutMessage: "Add any fleece for 20% off|20% off fleece is in your bag|You've earned 20% off fleece" }),
  promotion({ id: P.freeShipping, name: "Free shipping over 75", level: "SHIPPING", kind: "free-shipping", value: 0, threshold: 7500, calloutMessage: "Spend {distance} more for free shipping|Only {distance} to go for free shipping|You've earned free shipping" }),
  promotion({ id: P.giftWithPurchase, name: "Free logo beanie with orders over 150", level: "ORDER", kind: "gift", value: 0, threshold: 15000, giftVariantId: SEED_IDS.variants.gwpGift, calloutMessage: "Spend {distance} more for a free Ridgeline Logo Beanie|Almost there: {distance} more for your free beanie|Your free Ridgeline Logo Beanie is in your bag" }),
  promotion({ id: P.guest, name: "Guests: 5% off orders over 50", level: "ORDER", kind: "percent", value: 5, threshold: 5000, customerGroup: "GUEST", calloutMessage: "Spend {distance} more for 5% off|{distance} more and 5% off is yours|You've earned 5% off; sign in for member offers" }),
  promotion({ id: P.registered, name: "Members: 15% off orders over 200", level: "ORDER", kind: "percent", value: 15, threshold: 20000, customerGroup: "REGISTERED", calloutMessage: "Members: spend {distance} more for 15% off|{distance} to go for your member 15% off|You've earned your member 15% off" }),
  promotion({ id: P.malformedCallout, name: "5% off socks (callout has two parts)", level: "PRODUCT", kind: "percent", value: 5, categoryId: SEED_IDS.categories.socks, calloutMessage: "Add socks for 5% off|You've earned 5% off socks" }),
  promotion({ id: P.expired, name: "Spring 2025: 30% off everything", level: "ORDER", kind: "percent", value: 30, startsAt: "2025-03-01T00:00:00Z", endsAt: "2025-05-31T23:59:59Z", calloutMessage: "Spring sale: 30% off|Spring sale: 30% off|Spring sale: 30% off applied" }),
  promotion({ id: P.scheduled, name: "New Year 2030: 20% off", level: "ORDER", kind: "percent", value: 20, startsAt: "2030-01-01T00:00:00Z", endsAt: "2030-01-15T23:59:59Z", calloutMessage: "New Year: 20% off|New Year: 20% off|New Year: 20% off applied" }),
  promotion({ id: "COUPON-WELCOME10", name: "Welcome: 10% off", level: "ORDER", kind: "percent", value: 10, couponRequired: true, calloutMessage: "Use WELCOME10 for 10% off|WELCOME10 is ready to apply|WELCOME10: 10% off applied" }),
  promotion({ id: "COUPON-SUMMER2025", name: "Summer 2025: 15% off", level: "ORDER", kind: "percent", value: 15, couponRequired: true, calloutMessage: "Use SUMMER2025 for 15% off|SUMMER2025 is ready to apply|SUMMER2025: 15% off applied" }),
  promotion({ id: "COUPON-FIRST100", name: "First 100 shoppers: 20.00 off orders over 100", level: "ORDER", kind: "amount", value: 2000, currency: "USD", threshold: 10000, couponRequired: true, calloutMessage: "Spend {distance} more to use FIRST100|{distance} to go for 20.00 off|FIRST100: 20.00 off applied" }),
  promotion({ id: "COUPON-WINTER2027", name: "Winter 2027: 25% off jackets", level: "PRODUCT", kind: "percent", value: 25, categoryId: SEED_IDS.categories.jackets, couponRequired: true, calloutMessage: "Add a jacket for 25% off|25% off jackets is ready|WINTER2027: 25% off jackets applied" }),
  promotion({ id: "COUPON-TRAIL15", name: "15.00 off orders over 75 (USD)", level: "ORDER", kind: "amount", value: 1500, currency: "USD", threshold: 7500, couponRequired: true, calloutMessage: "Spend {distance} more to use TRAIL15|{distance} to go for 15.00 off|TRAIL15: 15.00 off applied" }),
  promotion({ id: "COUPON-FOOTWEAR15", name: "15% off footwear", level: "PRODUCT", kind: "percent", value: 15, categoryId: SEED_IDS.categories.footwear, couponRequired: true, calloutMessage: "Add footwear for 15% off|15% off footwear is ready|FOOTWEAR15: 15% off footwear applied" }),
];

const C = SEED_IDS.coupons;
const COUPONS: SeedInput["coupons"] = [
  { code: C.valid, promotionId: "COUPON-WELCOME10", startsAt: "2024-01-01T00:00:00Z", endsAt: null, maxRedemptions: null, redemptions: 412, oncePerCustomer: true },
  { code: C.expired, promotionId: "COUPON-SUMMER2025", startsAt: "2025-06-01T00:00:00Z", endsAt: "2025-08-31T23:59:59Z", maxRedemptions: null, redemptions: 2380 },
  { code: C.limitReached, promotionId: "COUPON-FIRST100", startsAt: "2025-01-01T00:00:00Z", endsAt: null, maxRedemptions: 100, redemptions: 100 },
  { code: C.notYetActive, promotionId: "COUPON-WINTER2027", startsAt: "2027-12-01T00:00:00Z", endsAt: "2028-02-29T23:59:59Z", maxRedemptions: null, redemptions: 0 },
  { code: C.amountUsd, promotionId: "COUPON-TRAIL15", startsAt: "2026-01-01T00:00:00Z", endsAt: null, maxRedemptions: 1000, redemptions: 87 },
  { code: C.footwear, promotionId: "COUPON-FOOTWEAR15", startsAt: null, endsAt: null, maxRedemptions: null, redemptions: 19 },
];

const GIFT_CARDS: (SeedInput["giftCards"][number] & { note: string })[] = [
  { number: "6006491000000000017", pin: "1234", currency: "USD", balance: 10000, expiresAt: "2031-12-31T23:59:59Z", note: "USD 100.00" },
  { number: "6006491000000000025", pin: "56781234", currency: "USD", balance: 2500, expiresAt: null, note: "USD 25.00, no expiry, 8-digit PIN" },
  { number: "6006491000000000033", pin: "3333", currency: "USD", balance: 1000, expiresAt: "2030-06-30T23:59:59Z", note: "USD 10.00 (partial payment)" },
  { number: "6006492000000000016", pin: "2468", currency: "CAD", balance: 7500, expiresAt: "2031-12-31T23:59:59Z", note: "CAD 75.00" },
  { number: "6006493000000000015", pin: "987654", currency: "GBP", balance: 5000, expiresAt: "2031-12-31T23:59:59Z", note: "GBP 50.00" },
  { number: "6006494000000000014", pin: "1357", currency: "EUR", balance: 5000, expiresAt: "2031-12-31T23:59:59Z", note: "EUR 50.00" },
  { number: "6006491000000000041", pin: "1111", currency: "USD", balance: 0, expiresAt: "2031-12-31T23:59:59Z", note: "zero balance (GFC740)" },
  { number: "6006491000000000058", pin: "2222", currency: "USD", balance: 5000, expiresAt: "2024-12-31T23:59:59Z", note: "expired (GFC812), balance 50.00" },
  { number: "6006491234567890", pin: "4321", currency: "USD", balance: 20000, expiresAt: "2031-12-31T23:59:59Z", note: "16 digits, USD 200.00" },
];

/** Points → amount in each currency: 500 → 5.00, 1000 → 10.00, 2500 → 30.00, 5000 → 65.00. */
const VOUCHER_TIERS: [points: number, amount: number][] = [
  [500, 500],
  [1000, 1000],
  [2500, 3000],
  [5000, 6500],
];
function buildVouchers(): SeedInput["loyaltyVouchers"] {
  return CURRENCIES.flatMap((code) => VOUCHER_TIERS.map(([points, amount]) => ({ id: `LV-${code}-${String(points).padStart(4, "0")}`, points, currency: code, amount })));
}

// ---- products and variants ----------------------------------------------------------------------

type ProductInput = SeedInput["products"][number];
type VariantInput = SeedInput["variants"][number];
const GENDER_NAMES: Record<GenderCode, { column: ProductInput["gender"]; prefix: string }> = {
  m: { column: "men", prefix: "Men's " },
  w: { column: "women", prefix: "Women's " },
  k: { column: "kids", prefix: "Kids' " },
  u: { column: "unisex", prefix: "" },
};
const BADGES = ["New", "New", "New", "Best seller", "Online exclusive", "Limited edition", "Recycled materials"];
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const STORE_IDS = STORES.map((store) => store.id);

/** Pinned stock of the well-known Summit Parka variants (see backend/seed/fixture-ids.ts). */
const PINNED_STOCK: Record<string, Record<string, number>> = {
  [SEED_IDS.variants.inStock]: { online: 40, S1001: 6, S1002: 4, S1003: 3, S1101: 5, S1103: 2, S1201: 4, S1301: 3 },
  [SEED_IDS.variants.lowStock]: { online: 2, S1001: 1, S1201: 2 },
  [SEED_IDS.variants.onlineOutInStore]: { online: 0, S1001: 3, S1101: 2 },
  [SEED_IDS.variants.outEverywhere]: { online: 0 },
  [SEED_IDS.variants.gwpGift]: { online: 500, ...Object.fromEntries(STORE_IDS.map((store) => [store, 20])) },
};

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

/** `online` first, then the stores in id order. */
function stockFor(variantId: string, options: ModelOptions): Record<string, number> {
  const stock = rawStockFor(variantId, options);
  return Object.fromEntries(Object.entries(stock).sort(([a], [b]) => (a === "online" ? -1 : b === "online" ? 1 : a.localeCompare(b))));
}

function rawStockFor(variantId: string, options: ModelOptions): Record<string, number> {
  if (PINNED_STOCK[variantId]) return PINNED_STOCK[variantId];
  if (options.discontinued) return { online: 0 };
  if (options.digital) return { online: 99999 };
  const rng = rngFor(`stock ${variantId}`);
  if (options.id === SEED_IDS.products.giftCard) return { online: 5000, ...Object.fromEntries(STORE_IDS.map((store) => [store, rng.int(20, 60)])) };
  const stores = () => Object.fromEntries(STORE_IDS.filter(() => rng.chance(0.45)).map((store) => [store, rng.int(1, 8)]));
  const roll = rng.next();
  if (roll < 0.03) return { online: 0 };
  if (roll < 0.09) return { online: 0, ...Object.fromEntries(rng.sample(STORE_IDS, rng.int(1, 3)).map((store) => [store, rng.int(1, 4)])) };
  if (roll < 0.17) return { online: rng.int(1, 3), ...stores() };
  return { online: rng.int(4, 120), ...stores() };
}

function buildCatalogue(): { products: ProductInput[]; variants: VariantInput[] } {
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
        let id = genderCode === genders[0] ? options.id : undefined;
        for (let attempt = 0; !id; attempt++) {
          const idRng = rngFor(`id ${name} ${attempt}`);
          const candidate = `RL${Array.from({ length: 6 }, () => idRng.pick([...ALPHANUMERIC])).join("")}`;
          if (!ids.has(candidate)) id = candidate;
        }
        ids.add(id);

        const attributes = options.attributes ?? attributesFor(line.kind, rng, model);
        const isNew = rng.chance(0.12);
        const badge = options.badge !== undefined ? options.badge : rng.chance(0.28) ? rng.pick(BADGES) : null;
        const unrated = badge === "New" || isNew ? rng.chance(0.5) : rng.chance(0.06);
        products.push({
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
        });

        // Colours, sizes, prices.
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

        for (const colour of colours) {
          const [colorCode, colorName] = palette[colour]!;
          for (const size of sizes) {
            const variantId = `${id}${colour}${sizeCode(size, gift)}`;
            const list = Object.fromEntries(
              CURRENCIES.map((code) => [code, gift ? Number(size) * 100 : listPrice(usd, code) + (size === "XXL" ? 500 : 0)]),
            ) as Record<Currency, number>;
            const saleCurrencies: readonly Currency[] =
              saleKind === "all" || (saleKind === "colour" && colour === saleColour) ? CURRENCIES : saleKind === "emea" ? ["GBP", "EUR"] : [];
            const sale = saleCurrencies.length ? { sale: Object.fromEntries(saleCurrencies.map((code) => [code, salePrice(list[code], percent)])) } : {};
            variants.push({ id: variantId, productId: id, upc: upcFor(variantId, upcs), colorCode, colorName, size, list, ...sale, stock: stockFor(variantId, options) });
          }
        }
      }
    }
  }
  return { products, variants };
}

// ---- writing ------------------------------------------------------------------------------------

/** A JSON array with one record per line: valid JSON, and diffs show the records that changed. */
function jsonLines(records: readonly unknown[]): string {
  return records.length ? `[\n${records.map((record) => JSON.stringify(record)).join(",\n")}\n]\n` : "[]\n";
}

function money(minor: number, code: string): string {
  return `${code} ${(minor / 100).toFixed(2)}`;
}

function readme(seed: Seed, input: SeedInput): string {
  const count = (name: SeedName) => seed[name].length;
  const onSale = seed.variants.filter((variant) => variant.sale && Object.keys(variant.sale).length).length;
  const stock = (variant: Seed["variants"][number]) => Object.values(variant.stock).reduce((a, b) => a + b, 0);
  const low = seed.variants.filter((variant) => variant.stock.online! >= 1 && variant.stock.online! <= 3).length;
  const onlineOut = seed.variants.filter((variant) => variant.stock.online === 0 && stock(variant) > 0).length;
  const nowhere = seed.variants.filter((variant) => stock(variant) === 0).length;
  const storeName = new Map(seed.stores.map((store) => [store.id, store.name]));
  const table = (head: string[], rows: string[][]) => [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
  const describeVariant = (id: string) => {
    const variant = seed.variants.find((candidate) => candidate.id === id)!;
    const product = seed.products.find((candidate) => candidate.id === variant.productId)!;
    return `${product.name}, ${variant.colorName}, ${variant.size}`;
  };
  const stockText = (id: string) =>
    Object.entries(seed.variants.find((candidate) => candidate.id === id)!.stock)
      .map(([location, quantity]) => `${location} ${quantity}`)
      .join(", ");

  return `# Commerce seed (generated)

Seed data of the reference commerce backend, for the Ridgeline storefront's five sites. **Do not
edit by hand**: change \`scripts/generate-commerce-fixtures.ts\` and run

    npx tsx scripts/generate-commerce-fixtures.ts

The generator is deterministic (PRNGs seeded by stable keys: the same input gives the same
files). It validates its output with the loader's schemas (\`backend/seed/seed-files.ts\`).
\`backend/seed/load-seed.ts\` loads the files: \`loadSeed(db)\` in one transaction, or
\`seedIfEmpty(db)\` (only when there are no categories yet). Well-known ids for tests are in
\`backend/seed/fixture-ids.ts\` (\`SEED_IDS\`).

## Files

Every file is a JSON array, one record per line. Money is in minor units (cents), dates ISO 8601.

| file | records | what |
|---|---|---|
| categories.json | ${count("categories")} | category tree (ids 4–10 digits) |
| products.json | ${count("products")} | styles (ids: 8 upper-case letters or digits) |
| variants.json | ${count("variants")} | colour × size, with \`list\` prices in USD, CAD, GBP and EUR, \`sale\` prices where on sale, and \`stock\` per location |
| stores.json | ${count("stores")} | stores of the five sites (latitude and longitude in degrees × 1e6) |
| employees.json | ${count("employees")} | store associates (agent login), plain-text passwords |
| consumers.json | ${count("consumers")} | shoppers with addresses and saved cards, plain-text passwords |
| loyalty-vouchers.json | ${count("loyaltyVouchers")} | points → amount per currency |
| promotions.json | ${count("promotions")} | ORDER, PRODUCT and SHIPPING promotions |
| coupons.json | ${count("coupons")} | coupon codes of the coupon-only promotions |
| gift-cards.json | ${count("giftCards")} | gift cards (16–19 digit numbers, 4–8 digit PINs) |

## Conventions

- **Variant ids** are the style id, a colour letter and a 2-character size code: \`NF0A3C8DKMD\` is
  the Summit Parka in Black (K), size M (MD). Size codes: XS XS, S SM, M MD, L LG, XL XL, XXL 2X;
  shoe sizes two digits (\`09\`, \`10\`) and halves as the last digit and H (\`9.5\` → \`9H\`,
  \`10.5\` → \`0H\`); tents \`1P\`–\`4P\`; sleeping bags RG, LN, WD; gift card denominations 25, 50,
  100, 250 → D1–D4. UPCs are 12-digit UPC-A codes with a valid check digit, unique.
- **Prices**: \`list\` is the original price and exists in all four currencies; \`sale\` (the
  current price) only where a variant is on sale, sometimes only in GBP and EUR. The loader writes
  one \`prices\` row per variant and currency, with \`sale_amount = list_amount\` when not on sale.
  XXL sizes cost 5.00 more. ${onSale} of ${count("variants")} variants are on sale in at least one currency.
- **Stock**: \`stock.online\` is the web warehouse; other keys are store ids; a store not named has
  none. The loader writes an \`inventory\` row for \`online\` and for every store, per variant
  (zero where not named). ${low} variants have 1–3 online, ${onlineOut} none online but some in a store,
  ${nowhere} none anywhere (all of product ${SEED_IDS.products.discontinued}, "Alpine Bivy Shelter", among them).
  Digital products have 99,999 online.
- **Categories**: products sit in leaf categories; a category page lists its descendants' products.
  ${SEED_IDS.categories.newArrivals} (New arrivals) and ${SEED_IDS.categories.sale} (Sale) have no products of their own: new arrivals
  are products with the badge \`New\`, sale ones those with a variant whose sale price is below list
  (the schema has one category per product).
- **Promotions**: a percent \`value\` is whole percent; an amount is minor units in the promotion's
  \`currency\` and applies only to carts in that currency. \`threshold\` is a subtotal in minor units
  of the cart's currency (a promotion without a currency applies in all four). A PRODUCT promotion's
  \`categoryId\` covers that category and its descendants. \`calloutMessage\` is
  \`approaching|in progress|earned\`, with \`{distance}\` standing for the amount still to spend.
- **Dates**: states are described as of ${new Date(SEED_REFERENCE_TIME).toISOString().slice(0, 10)} (\`SEED_REFERENCE_TIME\`); WINTER2027 becomes active on
  2027-12-01, so tests about it should inject that clock.

## Test accounts

Every consumer's password is \`${CONSUMER_PASSWORD}\`. Each one with an address has a main shipping address, a
second shipping address, a main billing address, a main card (valid to 09/2030) and an expired card
(Mastercard 4444, 03/2024).

${table(
  ["email", "id", "kind", "notes"],
  PEOPLE.map((person) => [person.email, person.id, person.kind, person.note]),
)}

Store associates (agent login) all use the password \`${EMPLOYEE_PASSWORD}\`:

${table(
  ["employee id", "name", "email", "store"],
  seed.employees.map((employee) => [employee.id, employee.name, employee.email, `${employee.storeId} ${storeName.get(employee.storeId)}`]),
)}

## Stores

${table(
  ["id", "name", "site", "address", "phone"],
  seed.stores.map((store) => [store.id, store.name, store.siteId, `${store.addressLine1}, ${store.postalCode} ${store.city}, ${store.country}`, store.phone]),
)}

## Well-known variants

${table(
  ["variant", "what", "stock"],
  Object.entries(SEED_IDS.variants).map(([key, id]) => [`${id} (\`${key}\`)`, describeVariant(id), stockText(id)]),
)}

## Promotions

${table(
  ["id", "level", "kind", "value", "threshold", "group", "coupon", "notes"],
  seed.promotions.map((promotion) => [
    promotion.id,
    promotion.level,
    promotion.kind,
    promotion.kind === "amount" ? money(promotion.value, promotion.currency ?? "") : promotion.kind === "percent" ? `${promotion.value}%` : "",
    promotion.threshold ? (promotion.currency ? money(promotion.threshold, promotion.currency) : (promotion.threshold / 100).toFixed(2)) : "",
    promotion.customerGroup,
    promotion.couponRequired ? (seed.coupons.find((coupon) => coupon.promotionId === promotion.id)?.code ?? "yes") : "",
    [
      promotion.categoryId ? `category ${promotion.categoryId}` : "",
      promotion.giftVariantId ? `gift ${promotion.giftVariantId}` : "",
      promotion.calloutMessage.split("|").length !== 3 ? "callout has 2 parts (must be ignored)" : "",
      promotion.startsAt || promotion.endsAt ? `${promotion.startsAt?.slice(0, 10) ?? "…"} to ${promotion.endsAt?.slice(0, 10) ?? "…"}` : "",
    ]
      .filter(Boolean)
      .join("; "),
  ]),
)}

## Coupons

${table(
  ["code", "promotion", "state", "window", "redemptions"],
  seed.coupons.map((coupon) => {
    const now = SEED_REFERENCE_TIME;
    const state =
      coupon.endsAt && Date.parse(coupon.endsAt) < now ? "expired (PRM155)"
      : coupon.startsAt && Date.parse(coupon.startsAt) > now ? "not yet active (PRM135)"
      : coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions ? "limit reached (PRM140)"
      : "valid";
    return [coupon.code, coupon.promotionId, state, `${coupon.startsAt?.slice(0, 10) ?? "…"} to ${coupon.endsAt?.slice(0, 10) ?? "…"}`, `${coupon.redemptions}${coupon.maxRedemptions !== null ? ` of ${coupon.maxRedemptions}` : ""}`];
  }),
)}

## Gift cards

${table(
  ["number", "PIN", "currency", "balance", "expires", "notes"],
  GIFT_CARDS.map((card) => [card.number, card.pin, card.currency, (card.balance / 100).toFixed(2), card.expiresAt?.slice(0, 10) ?? "never", card.note]),
)}

## Loyalty vouchers

${table(
  ["points", ...CURRENCIES],
  VOUCHER_TIERS.map(([points]) => [String(points), ...CURRENCIES.map((code) => (input.loyaltyVouchers.find((voucher) => voucher.points === points && voucher.currency === code)!.amount / 100).toFixed(2))]),
)}
`;
}

/** Fails when a record pinned in backend/seed/fixture-ids.ts is missing from the seed. */
function checkPinned(seed: Seed): void {
  const has = {
    categories: new Set(seed.categories.map((category) => category.id)),
    products: new Set(seed.products.map((product) => product.id)),
    variants: new Set(seed.variants.map((variant) => variant.id)),
    stores: new Set(seed.stores.map((store) => store.id)),
    promotions: new Set(seed.promotions.map((promotion) => promotion.id)),
    coupons: new Set(seed.coupons.map((coupon) => coupon.code)),
    consumers: new Set(seed.consumers.map((consumer) => consumer.email)),
    employees: new Set(seed.employees.map((employee) => employee.id)),
  };
  for (const [group, ids] of Object.entries(has)) {
    for (const id of Object.values(SEED_IDS[group as keyof typeof has])) {
      if (!ids.has(id)) throw new Error(`SEED_IDS.${group} names ${id}, which the generator did not make`);
    }
  }
}

/** Every file of fixtures/commerce (name → content), validated exactly as the loader will. */
export function buildSeedFiles(): Map<string, string> {
  const { products, variants } = buildCatalogue();
  const input: SeedInput = {
    categories: buildCategories(),
    products,
    variants,
    stores: STORES,
    employees: buildEmployees(),
    consumers: buildConsumers(),
    loyaltyVouchers: buildVouchers(),
    promotions: PROMOTIONS,
    coupons: COUPONS,
    giftCards: GIFT_CARDS.map(({ note: _note, ...card }) => card),
  };
  const seed = Object.fromEntries((Object.keys(SEED_FILES) as SeedName[]).map((name) => [name, parseSeedFile(name, input[name])])) as Seed;
  checkReferences(seed);
  checkPinned(seed);

  const files = new Map<string, string>();
  for (const name of Object.keys(SEED_FILES) as SeedName[]) files.set(SEED_FILES[name].file, jsonLines(input[name]));
  files.set("README.md", readme(seed, input));
  return files;
}

async function main() {
  const files = buildSeedFiles();
  await mkdir(OUT_DIR, { recursive: true });
  for (const [file, content] of files) await writeFile(path.join(OUT_DIR, file), content);
  const counts = (Object.keys(SEED_FILES) as SeedName[]).map((name) => `${SEED_FILES[name].file} ${(JSON.parse(files.get(SEED_FILES[name].file)!) as unknown[]).length}`);
  console.log(`Wrote ${path.relative(process.cwd(), OUT_DIR)}: ${counts.join(", ")}`);
}

// Run as a script; imported (by the seed tests, to check the files are up to date), do nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
