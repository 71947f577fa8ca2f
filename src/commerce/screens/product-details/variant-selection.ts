import type { ProductDetailsAnswer } from "../../../../contracts/api/products.ts";
import type { PriceRange } from "../../ui/money.ts";
import { variantRange } from "../../ui/money.ts";
import type { ProductVariant } from "./stock-state.ts";

/** The URL parameter holding the chosen colour code: `?color=BLK`. */
export const COLOUR_PARAM = "color";

export interface Selection {
  colour: string;
  size: string | undefined;
}

/**
 * The colour and size a product page opens on: the variant the URL names (a colour-and-size id)
 * gives both; `?color=` (a colour of this product) overrides its colour, and keeps its size only
 * when that colour has it; else the first colour that can be ordered, else the first one.
 */
export function initialSelection(product: Pick<ProductDetailsAnswer, "colors" | "variants" | "selectedVariantId">, search: string | undefined): Selection {
  const preselected = product.selectedVariantId ? product.variants.find((variant) => variant.productId === product.selectedVariantId) : undefined;
  const fromUrl = new URLSearchParams(search ?? "").get(COLOUR_PARAM)?.toUpperCase();
  const urlColour = fromUrl && product.colors.some((colour) => colour.code === fromUrl) ? fromUrl : undefined;
  const colour = urlColour ?? preselected?.color.code ?? (product.colors.find((candidate) => candidate.orderable) ?? product.colors[0])?.code ?? "";
  const size = preselected && variantOf(product, colour, preselected.size) ? preselected.size : undefined;
  return { colour, size };
}

/** The variant of a colour and size, if the product makes it. */
export function variantOf(product: Pick<ProductDetailsAnswer, "variants">, colour: string, size: string | undefined): ProductVariant | undefined {
  if (size === undefined) return undefined;
  return product.variants.find((variant) => variant.color.code === colour && variant.size === size);
}

/** `search` (without `?`) with the colour set, other parameters kept in their order. */
export function searchWithColour(search: string, colour: string): string {
  const params = new URLSearchParams(search);
  params.set(COLOUR_PARAM, colour);
  return params.toString();
}

/**
 * The price to show: the chosen variant's, else the range over the chosen colour's variants,
 * else the product's range.
 */
export function shownPrice(product: Pick<ProductDetailsAnswer, "variants" | "price">, colour: string, variant: ProductVariant | undefined): PriceRange {
  if (variant) return variantRange(variant.price);
  const prices = product.variants.filter((candidate) => candidate.color.code === colour).map((candidate) => candidate.price);
  if (prices.length === 0) return product.price;
  return {
    lowCurrent: Math.min(...prices.map((price) => price.current)),
    highCurrent: Math.max(...prices.map((price) => price.current)),
    lowOriginal: Math.min(...prices.map((price) => price.original)),
    highOriginal: Math.max(...prices.map((price) => price.original)),
    onSale: prices.some((price) => price.onSale),
  };
}
