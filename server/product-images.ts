import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { PRODUCT_VIEWS, swatchColour, type ProductView } from "../src/commerce/ui/product-media.ts";

/**
 * The product picture generator that stands in for the brand's image CDN (decision 0016):
 * `/media/products/{styleId}/{colourCode}-{view}.svg` answers a flat silhouette of the style's
 * kind of product (jacket, boot, pack…) in the colour, composed per view. The same path always
 * answers the same bytes. Anything else under the prefix is a plain 404.
 */

const STYLE_ID = /^[A-Z0-9]{8}$/;
const PICTURE_FILE = new RegExp(`^([A-Z]{3})-(${PRODUCT_VIEWS.join("|")})\\.svg$`);
/** Pictures of a style and colour never change within a deployment. */
const PICTURE_CACHE = "public, max-age=86400";

export type ProductKind = "jacket" | "top" | "trousers" | "boot" | "shoe" | "sock" | "pack" | "hat" | "glove" | "tent" | "sleepingBag" | "card";

const KIND_BY_CATEGORY: Record<string, ProductKind> = {
  "1002": "jacket",
  "100310": "boot",
  "100330": "boot",
  "100320": "shoe",
  "100340": "shoe",
  "1004": "pack",
  "100510": "top",
  "100520": "top",
  "100540": "top",
  "100530": "trousers",
  "100610": "hat",
  "100620": "sock",
  "100710": "tent",
  "100720": "sleepingBag",
  "100800": "card",
};

/** The kind of picture for a product: by its category (or its top category's first 4 digits); gloves and mittens by name. */
export function productKind(categoryId: string, name = ""): ProductKind {
  const kind = KIND_BY_CATEGORY[categoryId] ?? KIND_BY_CATEGORY[categoryId.slice(0, 4)] ?? "jacket";
  return kind === "hat" && /glove|mitt/i.test(name) ? "glove" : kind;
}

const PRODUCTS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/commerce/products.json");

/** The kinds of the seed's styles, read once; an unreadable file leaves every style a jacket. */
function loadKinds(file = PRODUCTS_FILE): Map<string, ProductKind> {
  try {
    const products = JSON.parse(readFileSync(file, "utf8")) as { id: string; categoryId: string; name: string }[];
    return new Map(products.map((product) => [product.id, productKind(product.categoryId, product.name)]));
  } catch {
    return new Map();
  }
}

// ---- drawing ----------------------------------------------------------------------------------

/** A hex colour darker (amount > 0) or lighter (< 0) by a fraction. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount >= 0 ? c * (1 - amount) : c + (255 - c) * -amount;
    return Math.round(next).toString(16).padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

interface Paint {
  fill: string;
  dark: string;
  line: string;
}

/** One product drawn in the box 200–800 (centre 500, 500); `back` leaves out front details. */
function drawProduct(kind: ProductKind, paint: Paint, back = false): string {
  const body = `fill="${paint.fill}" stroke="${paint.line}" stroke-width="6" stroke-linejoin="round"`;
  const detail = `fill="none" stroke="${paint.dark}" stroke-width="6" stroke-linecap="round"`;
  const solid = `fill="${paint.dark}"`;
  switch (kind) {
    case "jacket":
      return [
        `<path ${body} d="M370 300 L250 360 L200 660 L265 672 L320 460 L320 740 L680 740 L680 460 L735 672 L800 660 L750 360 L630 300 Z"/>`,
        `<path ${body} d="M400 320 Q400 200 500 195 Q600 200 600 320 Q500 285 400 320 Z"/>`,
        back
          ? `<path ${detail} d="M330 400 Q500 430 670 400"/>`
          : `<path ${detail} d="M500 310 L500 735"/><path ${detail} d="M370 560 L440 560 M560 560 L630 560"/>`,
      ].join("");
    case "top":
      return [
        `<path ${body} d="M400 260 L250 330 L215 560 L285 575 L330 420 L330 750 L670 750 L670 420 L715 575 L785 560 L750 330 L600 260 Q500 320 400 260 Z"/>`,
        back ? `<path ${detail} d="M405 262 Q500 290 595 262"/>` : `<path ${detail} d="M420 270 Q500 345 580 270"/>`,
      ].join("");
    case "trousers":
      return [
        `<path ${body} d="M370 230 L630 230 L655 780 L530 780 L500 380 L470 780 L345 780 Z"/>`,
        `<path ${detail} d="M370 280 L630 280"/>`,
        back ? `<path ${detail} d="M410 330 L470 330 M530 330 L590 330"/>` : `<path ${detail} d="M500 285 L500 380 M395 300 Q420 350 460 330"/>`,
      ].join("");
    case "boot":
      return [
        `<path ${body} d="M400 250 L560 250 L565 520 Q690 540 760 610 L770 690 L330 690 L340 600 Q390 520 400 250 Z"/>`,
        `<rect x="320" y="690" width="460" height="50" rx="14" ${solid}/>`,
        back ? `<path ${detail} d="M480 260 L480 520"/>` : `<path ${detail} d="M440 300 L520 300 M440 360 L520 360 M440 420 L520 420 M440 480 L520 480"/>`,
      ].join("");
    case "shoe":
      return [
        `<path ${body} d="M260 640 Q250 520 380 480 L470 470 Q560 540 700 560 Q770 575 770 640 Z"/>`,
        `<rect x="245" y="640" width="535" height="45" rx="14" ${solid}/>`,
        back ? `<path ${detail} d="M290 600 Q300 530 380 505"/>` : `<path ${detail} d="M480 500 L540 540 M510 485 L570 525 M450 515 L510 555"/>`,
      ].join("");
    case "sock":
      return [
        `<path ${body} d="M420 220 L580 220 L590 560 Q700 600 730 680 Q740 760 650 770 L450 760 Q390 750 400 680 Z"/>`,
        `<path ${detail} d="M420 280 L580 280"/>`,
        back ? "" : `<path ${detail} d="M640 700 Q680 720 690 760"/>`,
      ].join("");
    case "pack":
      return [
        `<rect x="360" y="250" width="280" height="500" rx="90" ${body}/>`,
        back
          ? `<path ${detail} d="M410 300 Q400 520 430 700 M590 300 Q600 520 570 700"/>`
          : `<path ${body} d="M365 330 Q500 250 635 330 L635 380 Q500 330 365 380 Z"/><rect x="405" y="520" width="190" height="170" rx="40" fill="${paint.dark}"/>`,
        `<path fill="none" stroke="${paint.line}" stroke-width="14" stroke-linecap="round" d="M455 250 Q500 190 545 250"/>`,
      ].join("");
    case "hat":
      return [
        `<path ${body} d="M300 600 Q300 330 500 320 Q700 330 700 600 Z"/>`,
        `<rect x="285" y="560" width="430" height="110" rx="20" ${body}/>`,
        `<circle cx="500" cy="300" r="55" ${body}/>`,
        back ? "" : `<path ${detail} d="M330 615 L670 615"/>`,
      ].join("");
    case "glove":
      return [
        `<path ${body} d="M380 760 L380 470 L330 380 Q320 340 360 345 L420 420 L420 250 Q450 220 470 250 L470 400 L480 220 Q505 195 530 220 L530 400 L545 240 Q570 215 590 245 L585 420 L600 290 Q625 270 640 300 L630 560 L620 760 Z"/>`,
        `<rect x="370" y="700" width="260" height="70" rx="16" fill="${paint.dark}"/>`,
        back ? `<path ${detail} d="M450 560 L560 560"/>` : "",
      ].join("");
    case "tent":
      return [
        `<path ${body} d="M180 720 L500 260 L820 720 Z"/>`,
        back ? `<path ${detail} d="M500 260 L500 720"/>` : `<path fill="${paint.dark}" d="M420 720 L500 450 L580 720 Z"/>`,
        `<path fill="none" stroke="#8f8a84" stroke-width="6" d="M150 740 L850 740"/>`,
      ].join("");
    case "sleepingBag":
      return [
        `<path ${body} d="M400 220 Q500 170 600 220 L640 560 Q620 760 500 790 Q380 760 360 560 Z"/>`,
        back ? "" : `<ellipse cx="500" cy="280" rx="60" ry="45" fill="${paint.dark}"/><path ${detail} d="M560 330 L590 700"/>`,
      ].join("");
    case "card":
      return [
        `<rect x="230" y="340" width="540" height="330" rx="32" ${body}/>`,
        back ? `<rect x="230" y="400" width="540" height="60" fill="${paint.dark}"/>` : `<path ${detail} d="M290 600 L480 600"/><circle cx="690" cy="420" r="36" fill="${paint.dark}"/>`,
      ].join("");
  }
}

/** Where a worn product sits on the figure: centre and scale of its 600-wide box. */
const WORN_PLACE: Record<ProductKind, { x: number; y: number; scale: number; behind?: boolean }> = {
  jacket: { x: 500, y: 430, scale: 0.62 },
  top: { x: 500, y: 430, scale: 0.6 },
  trousers: { x: 500, y: 700, scale: 0.58 },
  boot: { x: 500, y: 880, scale: 0.18 },
  shoe: { x: 500, y: 890, scale: 0.17 },
  sock: { x: 500, y: 870, scale: 0.18 },
  pack: { x: 560, y: 420, scale: 0.5, behind: true },
  hat: { x: 500, y: 175, scale: 0.32 },
  glove: { x: 500, y: 600, scale: 0.16 },
  tent: { x: 700, y: 620, scale: 0.5, behind: true },
  sleepingBag: { x: 720, y: 600, scale: 0.5 },
  card: { x: 640, y: 560, scale: 0.3 },
};

/** The simple figure a product is worn on or shown beside. */
const FIGURE = [
  `<g fill="#cbc4bc">`,
  `<circle cx="500" cy="190" r="62"/>`,
  `<rect x="470" y="245" width="60" height="40"/>`,
  `<path d="M400 280 L600 280 L625 560 L375 560 Z"/>`,
  `<path d="M400 290 L340 560 L370 570 L430 330 Z M600 290 L660 560 L630 570 L570 330 Z"/>`,
  `<path d="M385 560 L495 560 L485 900 L420 900 Z M505 560 L615 560 L580 900 L515 900 Z"/>`,
  `</g>`,
].join("");

function placed(content: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale}) translate(-500 -500)">${content}</g>`;
}

function viewContent(kind: ProductKind, view: ProductView, paint: Paint): string {
  switch (view) {
    case "front":
      return drawProduct(kind, paint);
    case "back":
      // Seen from behind: mirrored, without the front's details.
      return `<g transform="translate(1000 0) scale(-1 1)">${drawProduct(kind, paint, true)}</g>`;
    case "detail": {
      // A close-up: the product three times as large around its centre, fabric texture over it.
      const texture = `<pattern id="weave" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0 L0 24" stroke="${paint.dark}" stroke-width="3" opacity="0.35"/></pattern>`;
      const zoomed = placed(drawProduct(kind, paint), 500, 420, 2.6);
      return `<defs>${texture}<clipPath id="frame"><rect x="0" y="0" width="1000" height="1000"/></clipPath></defs><g clip-path="url(#frame)">${zoomed}<rect width="1000" height="1000" fill="url(#weave)"/><path d="M60 760 Q500 700 940 760" fill="none" stroke="${paint.dark}" stroke-width="8" stroke-dasharray="26 18"/></g>`;
    }
    case "worn": {
      const place = WORN_PLACE[kind];
      const besideFigure = kind === "tent" || kind === "sleepingBag" || kind === "card";
      const figure = besideFigure ? placed(FIGURE, 330, 520, 0.8) : FIGURE;
      const product = drawProduct(kind, paint);
      // Pairs of boots, shoes, socks and gloves: one each side.
      const pair = kind === "boot" || kind === "shoe" || kind === "sock" || kind === "glove";
      const worn = pair
        ? kind === "glove"
          ? placed(product, 355, 585, place.scale) + placed(product, 645, 585, place.scale)
          : placed(product, 445, place.y, place.scale) + placed(product, 560, place.y, place.scale)
        : placed(product, place.x, place.y, place.scale);
      return place.behind ? worn + figure : figure + worn;
    }
  }
}

/** The SVG picture of a style in a colour and view: the same arguments, the same bytes. */
export function productPictureSvg(styleId: string, colourCode: string, view: ProductView, kind: ProductKind): string {
  const fill = swatchColour(colourCode);
  const paint: Paint = { fill, dark: shade(fill, 0.25), line: shade(fill, 0.4) };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">`,
    `<rect width="1000" height="1000" fill="#f3f1ee"/>`,
    viewContent(kind, view, paint),
    // Ids are upper-case letters and digits only (checked by the route).
    `<text x="970" y="975" font-family="sans-serif" font-size="20" text-anchor="end" fill="#8a8580">${styleId} ${colourCode}</text>`,
    `</svg>`,
  ].join("");
}

export interface ProductImagesOptions {
  /** The kind of picture per style id; the seed's products by default (an unknown style is drawn as a jacket). */
  kindOf?: (styleId: string) => ProductKind | undefined;
}

/** The Hono app answering `/{styleId}/{colourCode}-{view}.svg`, mounted at `/media/products`. */
export function createProductImages(options: ProductImagesOptions = {}) {
  let kinds: Map<string, ProductKind> | undefined;
  const kindOf = options.kindOf ?? ((styleId: string) => (kinds ??= loadKinds()).get(styleId));
  const app = new Hono();
  const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

  app.get("/:styleId/:file", (c) => {
    const styleId = c.req.param("styleId");
    const file = PICTURE_FILE.exec(c.req.param("file"));
    if (!STYLE_ID.test(styleId) || !file) return notFound();
    const [, colourCode, view] = file as unknown as [string, string, ProductView];
    const svg = productPictureSvg(styleId, colourCode, view, kindOf(styleId) ?? "jacket");
    return c.body(svg, 200, {
      "content-type": "image/svg+xml",
      "cache-control": PICTURE_CACHE,
      "x-content-type-options": "nosniff",
    });
  });
  app.all("*", notFound);
  return app;
}
