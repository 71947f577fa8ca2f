/**
 * Product pictures and swatch colours. The commerce API's answers name colours by code and carry
 * no picture URLs: pictures follow the image service's naming convention (decision 0016),
 * `/media/products/{styleId}/{colourCode}-{view}.svg`, which the storefront's host serves
 * (server/product-images.ts stands in for the brand's image CDN).
 */

/** The views every colour of a style is photographed in, in gallery order. */
export const PRODUCT_VIEWS = ["front", "back", "detail", "worn"] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export const productImageUrl = (styleId: string, colourCode: string, view: ProductView = "front") =>
  `/media/products/${encodeURIComponent(styleId)}/${encodeURIComponent(colourCode)}-${view}.svg`;

/** Swatch fill per colour code of the catalogue; an unknown code shows neutral grey. */
export const SWATCH_COLOURS: Readonly<Record<string, string>> = {
  ALP: "#e8a1a8",
  BLK: "#1b1b1b",
  BLU: "#2f6fb0",
  CRL: "#f07a62",
  FOR: "#1f4d36",
  GRY: "#7d8287",
  MUS: "#c8962b",
  NVY: "#1d2a4a",
  OLV: "#5b6338",
  ORG: "#e0561b",
  PLM: "#5e2d4f",
  RED: "#c4262e",
  SAG: "#9caf88",
  SNW: "#f4f4f0",
  TAN: "#c9a97c",
  TEA: "#1f7f7a",
  WHT: "#fafafa",
};

export const swatchColour = (colourCode: string) => SWATCH_COLOURS[colourCode] ?? "#9a9a9a";

/** The colour codes a tile's colour names stand for (tiles list colour names; details list both). */
export const SWATCH_CODES_BY_NAME: Readonly<Record<string, string>> = {
  Alpenglow: "ALP",
  Black: "BLK",
  "Lake Blue": "BLU",
  "Sunset Coral": "CRL",
  Forest: "FOR",
  "Granite Grey": "GRY",
  Ochre: "MUS",
  "Summit Navy": "NVY",
  "Forest Olive": "OLV",
  "Ember Orange": "ORG",
  "Dusk Plum": "PLM",
  "Fiery Red": "RED",
  "Lichen Sage": "SAG",
  Snowfall: "SNW",
  "Desert Tan": "TAN",
  "Alpine Teal": "TEA",
  "Glacier White": "WHT",
};
