import type { SeedInput } from "../seed-files.ts";
import { slugify } from "./slugs.ts";

/** The category tree: top-level departments and their leaves, in menu order. */

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

export function buildCategories(): CategoryInput[] {
  const positions = new Map<string | null, number>();
  return CATEGORY_TREE.map(([id, name, parentId]) => {
    const position = positions.get(parentId) ?? 0;
    positions.set(parentId, position + 1);
    return { id, slug: slugify(name), name, parentId, position };
  });
}
