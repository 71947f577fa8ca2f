import { isSafeMediaUrl } from "../../../contracts/safe-url.ts";
import type { Picture } from "../../engine/content/fields.ts";

/**
 * Image transform URLs (content spec §9): an image is requested at twice its display width and
 * height, quality 50, sharpen 60, format auto and device pixel ratio 2.0. A transform that
 * cannot be built answers `""` and logs why (spec §8); callers then fall back to the raw URL,
 * which the schema has already checked.
 *
 * ## URL scheme
 *
 * | image URL | transformed |
 * |---|---|
 * | Cloudinary-style delivery URL `https://res.cloudinary.com/{cloud}/image/upload/{rest}` | a transformation segment after `upload/`: `…/upload/w_{2w},h_{2h},c_fill,q_50,e_sharpen:60,f_auto,dpr_2.0/{rest}` |
 * | anything else: the storefront's `/media/…` files, other http(s) hosts | query parameters, imgix-style: `?w={2w}&h={2h}&q=50&sharpen=60&fm=auto&dpr=2.0` (existing parameters are kept; these names are replaced) |
 *
 * `w_`/`h_` (`w`/`h`) are left out when the display size is unknown; `c_fill` only goes with
 * both. The fixtures' media server (`/media/*`, static files, see server/storefront-app.ts and
 * Vite's public folder in development) ignores the query and serves the file as it is; an image
 * CDN in front of `/media` reads the parameters. Fragments are kept.
 */

export interface ImageTransformOptions {
  /** Display width in CSS pixels; the URL asks for twice as many. */
  width?: number;
  /** Display height in CSS pixels; the URL asks for twice as many. */
  height?: number;
  /** 1–100. Defaults to 50. */
  quality?: number;
  /** 0–100. Defaults to 60. */
  sharpen?: number;
  /** Defaults to `auto` (the CDN picks WebP/AVIF by the Accept header). */
  format?: string;
  /** Device pixel ratio. Defaults to 2.0. */
  dpr?: number;
}

/** Content spec §9. */
export const IMAGE_TRANSFORM_DEFAULTS = { sizeFactor: 2, quality: 50, sharpen: 60, format: "auto", dpr: 2.0 } as const;

const CLOUDINARY_HOST = "res.cloudinary.com";
const CLOUDINARY_UPLOAD = /^(\/[^/]+\/image\/upload\/)(.*)$/;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;
const FORMAT = /^[a-z0-9]+$/i;

class TransformError extends Error {}

function checkedSize(name: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value <= 0) throw new TransformError(`${name} must be a positive number, got ${value}`);
  return Math.round(value * IMAGE_TRANSFORM_DEFAULTS.sizeFactor);
}

function checkedRange(name: string, value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || value < min || value > max) throw new TransformError(`${name} must be between ${min} and ${max}, got ${value}`);
  return Math.round(value);
}

interface Parameters {
  width?: number;
  height?: number;
  quality: number;
  sharpen: number;
  format: string;
  dpr: string;
}

function parameters(options: ImageTransformOptions): Parameters {
  const format = options.format ?? IMAGE_TRANSFORM_DEFAULTS.format;
  if (!FORMAT.test(format)) throw new TransformError(`format must be a word, got "${format}"`);
  const dpr = options.dpr ?? IMAGE_TRANSFORM_DEFAULTS.dpr;
  if (!Number.isFinite(dpr) || dpr <= 0 || dpr > 5) throw new TransformError(`dpr must be above 0 and at most 5, got ${dpr}`);
  return {
    width: checkedSize("width", options.width),
    height: checkedSize("height", options.height),
    quality: checkedRange("quality", options.quality ?? IMAGE_TRANSFORM_DEFAULTS.quality, 1, 100),
    sharpen: checkedRange("sharpen", options.sharpen ?? IMAGE_TRANSFORM_DEFAULTS.sharpen, 0, 100),
    format,
    dpr: dpr.toFixed(1),
  };
}

function cloudinarySegment(p: Parameters): string {
  return [
    p.width !== undefined && `w_${p.width}`,
    p.height !== undefined && `h_${p.height}`,
    p.width !== undefined && p.height !== undefined && "c_fill",
    `q_${p.quality}`,
    `e_sharpen:${p.sharpen}`,
    `f_${p.format}`,
    `dpr_${p.dpr}`,
  ]
    .filter(Boolean)
    .join(",");
}

function withQuery(url: string, p: Parameters): string {
  const hashAt = url.indexOf("#");
  const hash = hashAt >= 0 ? url.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : "");
  for (const name of ["w", "h", "q", "sharpen", "fm", "dpr"]) query.delete(name);
  if (p.width !== undefined) query.set("w", String(p.width));
  if (p.height !== undefined) query.set("h", String(p.height));
  query.set("q", String(p.quality));
  query.set("sharpen", String(p.sharpen));
  query.set("fm", p.format);
  query.set("dpr", p.dpr);
  return `${path}?${query.toString()}${hash}`;
}

function transform(raw: string, options: ImageTransformOptions): string {
  const url = raw.trim();
  if (url === "") throw new TransformError("the URL is empty");
  if (!isSafeMediaUrl(url)) throw new TransformError("the URL is not a relative or http(s) URL");
  const p = parameters(options);
  if (ABSOLUTE.test(url) || url.startsWith("//")) {
    let parsed: URL;
    try {
      parsed = new URL(url, "https://storefront.invalid");
    } catch {
      throw new TransformError("the URL cannot be parsed");
    }
    const upload = parsed.hostname === CLOUDINARY_HOST ? CLOUDINARY_UPLOAD.exec(parsed.pathname) : null;
    if (upload) {
      parsed.pathname = `${upload[1]}${cloudinarySegment(p)}/${upload[2]}`;
      return parsed.toString();
    }
  }
  return withQuery(url, p);
}

/**
 * The URL of `url` transformed for display at `options.width` × `options.height` CSS pixels,
 * or `""` (logged) when it cannot be built: an empty or unsafe URL, an unparsable one, a
 * size, quality, sharpen or dpr out of range.
 */
export function transformImageUrl(url: string, options: ImageTransformOptions = {}): string {
  try {
    return transform(url, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[image-transform] no transform for "${url}": ${reason}`);
    return "";
  }
}

/** Display sizes per breakpoint, for art-directed pictures. */
export type BreakpointSizes = Partial<Record<"sm" | "md" | "lg", { width: number; height: number }>>;

/**
 * A picture whose URLs are transformed: the base URL at the picture's own size (or `sizes.sm`),
 * each breakpoint's URL at its size from `sizes` (no size: quality, sharpen, format and dpr only,
 * since an art-directed image may have another shape). A URL whose transform fails stays as it
 * was.
 */
export function transformPicture(picture: Picture, sizes: BreakpointSizes = {}, options: Omit<ImageTransformOptions, "width" | "height"> = {}): Picture {
  const at = (url: string, size: { width?: number; height?: number } | undefined) => transformImageUrl(url, { ...options, ...size }) || url;
  const base = sizes.sm ?? { width: picture.width, height: picture.height };
  const responsive = picture.responsive;
  return {
    ...picture,
    url: at(picture.url, base),
    responsive: responsive && {
      sm: responsive.sm && { url: at(responsive.sm.url, sizes.sm) },
      md: responsive.md && { url: at(responsive.md.url, sizes.md) },
      lg: responsive.lg && { url: at(responsive.lg.url, sizes.lg) },
    },
  };
}
