import type { ProductDetailsAnswer } from "../../../../contracts/api/products.ts";
import type { ProductDetailsStrings } from "./product-details-strings.ts";

export type ProductVariant = ProductDetailsAnswer["variants"][number];
export type StockStatus = ProductVariant["availability"]["status"];

export interface StockState {
  status: StockStatus;
  /** What the shopper reads beside the size: "In stock", "Only 2 left"… */
  text: string;
  /** Units online, when the inventory told them. */
  quantity?: number;
}

type StockWords = Pick<ProductDetailsStrings, "inStock" | "onlyLeft" | "lowStock" | "inStoreOnly" | "outOfStock">;

/**
 * A variant's stock state as the screen shows it: its availability status, and for low stock the
 * units left from the inventory call (`onlineQuantity`), "Low stock" while they are unknown.
 */
export function stockState(variant: Pick<ProductVariant, "availability">, onlineQuantity: number | undefined, words: StockWords): StockState {
  const status = variant.availability.status;
  switch (status) {
    case "IN_STOCK":
      return { status, text: words.inStock, quantity: onlineQuantity };
    case "LOW_STOCK":
      return onlineQuantity !== undefined && onlineQuantity > 0
        ? { status, text: words.onlyLeft(onlineQuantity), quantity: onlineQuantity }
        : { status, text: words.lowStock };
    case "IN_STORE_ONLY":
      return { status, text: words.inStoreOnly, quantity: 0 };
    case "OUT_OF_STOCK":
      return { status, text: words.outOfStock, quantity: 0 };
  }
}

/** Neither orderable online nor held by any store: only a back-in-stock alert is left. */
export const isOutEverywhere = (variant: Pick<ProductVariant, "availability">) => !variant.availability.orderable && !variant.availability.availableInStores;

/** Most units one add may ask for. */
export const MAX_ADD_QUANTITY = 10;

/** The quantity stepper's maximum: 10, or fewer when the inventory says fewer are left online. */
export function quantityLimit(onlineQuantity: number | undefined): number {
  if (onlineQuantity === undefined || onlineQuantity <= 0) return MAX_ADD_QUANTITY;
  return Math.min(MAX_ADD_QUANTITY, onlineQuantity);
}
