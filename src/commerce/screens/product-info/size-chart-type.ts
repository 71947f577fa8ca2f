/**
 * Which size chart (`/fapi/components/size-chart/{productType}`) a product reads, from its
 * category: the deepest category of its path with a chart wins. Gloves and hats share a
 * category, told apart by the product's name. Products without sizes to measure (packs, tents,
 * gift cards) have none.
 */
export type SizeChartType = "tops" | "bottoms" | "footwear" | "gloves" | "hats";

const TYPE_BY_CATEGORY: Readonly<Record<string, SizeChartType>> = {
  "100200": "tops", // jackets and everything below
  "100510": "tops", // base layers
  "100520": "tops", // fleece
  "100540": "tops", // shirts and tees
  "100530": "bottoms", // trousers
  "100300": "footwear", // boots, shoes, sandals
  "100620": "footwear", // socks are sized by the foot
  "100610": "hats", // hats and gloves (see below)
};

export interface CategorisedProduct {
  name: string;
  category: { id: string; path: readonly { id: string }[] };
}

export function sizeChartType(product: CategorisedProduct): SizeChartType | undefined {
  const ids = [product.category.id, ...product.category.path.map((category) => category.id).reverse()];
  const type = ids.map((id) => TYPE_BY_CATEGORY[id]).find((found) => found !== undefined);
  return type === "hats" && /glove|mitt/i.test(product.name) ? "gloves" : type;
}
