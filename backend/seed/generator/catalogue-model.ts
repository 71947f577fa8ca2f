/**
 * How the catalogue is described to the generator: product lines (a category, a kind of product
 * and a price range) of models, each made for one or more genders.
 */

export type Kind = "shell" | "down" | "insulated" | "boot" | "trail" | "winter" | "sandal" | "daypack" | "trek" | "duffel" | "base" | "fleece" | "trousers" | "shirt" | "hat" | "socks" | "tent" | "bag" | "gift";
export type GenderCode = "m" | "w" | "k" | "u";

export interface ModelOptions {
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
export type Model = [name: string, genders: string, options?: ModelOptions];

export interface Line {
  categoryId: string;
  kind: Kind;
  priceUsd: [number, number];
  models: Model[];
}
