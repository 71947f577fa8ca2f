/**
 * Deterministic page-document generator for the render benchmark (`npm run bench:render`).
 *
 * Produces a CMS page document (see src/engine/content/page-document.ts: sections of flat
 * `{ id, type, ...props }` items) made of the content block types only: rich-text, spacer,
 * picture, banner and linked-card. The same seed always gives the same document.
 *
 * With `controlShare > 0`, that share of the blocks is wrapped in a control block
 * (segmentation or filter-by) that still selects the wrapped block for a guest on `/en-us`,
 * so the visible content is the same as without wrappers.
 */
import type { PageDocument } from "../contracts/content/page-document.ts";

export const CONTENT_TYPES = ["rich-text", "spacer", "picture", "banner", "linked-card"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface GenerateOptions {
  seed?: number;
  /** Number of content blocks rendered on the page. */
  blocks?: number;
  /** Approximate number of sections the blocks are spread over. */
  sections?: number;
  /** Share of blocks wrapped in a segmentation / filter-by control block (0 to 1). */
  controlShare?: number;
}

export interface GeneratedPage {
  document: PageDocument;
  /** Number of rendered (visible) blocks per content type. */
  counts: Record<ContentType, number>;
  blockCount: number;
  sectionCount: number;
  controlCount: number;
}

/** mulberry32: small, fast, good enough for deterministic fixtures. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Rng = ReturnType<typeof prng>;

const WORDS = (
  "summit parka insulated waterproof breathable recycled nylon fleece trail alpine expedition layer " +
  "down jacket storm shell lightweight packable hood zip pocket seam taped warmth mountain ridge " +
  "weather adventure hiking running climbing base camp outdoor durable ripstop windproof thermal " +
  "collection season winter spring autumn summer new arrivals explore discover classic heritage icon " +
  "comfort performance style everyday city commute journey gear guide care repair renewed program"
).split(" ");
const CATEGORIES = ["mens-jackets-123456", "womens-fleece-234567", "kids-parkas-345678", "backpacks-4567", "footwear-567890"];
const PRODUCTS = ["summit-parka-NF0A3C8D", "thermoball-jacket-NF0A5GLL", "base-camp-duffel-NF0A52ST"];
const COLORS = ["#1f3b2d", "#0b1f33", "#3d2b1f", "#f4efe6", "#ffffff", "#222222", "#b3261e"];
const LIGHT_COLORS = new Set(["#f4efe6", "#ffffff"]);

/**
 * A banner's background and a text colour readable on it: the banner schema refuses text under
 * the WCAG contrast of 4.5:1, and a page of refused banners cannot be measured.
 */
function bannerColours(rng: Rng): { backgroundColor: string; textColor: string } {
  const backgroundColor = rng.pick(COLORS);
  return { backgroundColor, textColor: LIGHT_COLORS.has(backgroundColor) ? "#111111" : "#ffffff" };
}
const TEXT_CLASSES = ["text-center", "text-small", "text-large", "text-right"];

function words(rng: Rng, min: number, max: number): string {
  const count = rng.int(min, max);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(rng.pick(WORDS));
  return out.join(" ");
}
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (rng: Rng, min = 6, max = 14) => `${capitalise(words(rng, min, max))}.`;
const title = (rng: Rng, min = 2, max = 5) => capitalise(words(rng, min, max));

function internalUrl(rng: Rng): string {
  return rng.chance(0.6) ? `/en-us/c/${rng.pick(CATEGORIES)}` : `/en-us/p/${rng.pick(PRODUCTS)}`;
}

function link(rng: Rng): string {
  const text = words(rng, 1, 3);
  if (rng.chance(0.15)) return `<a href="https://explore.example.com/${rng.pick(WORDS)}" target="_blank">${text}</a>`;
  return `<a href="${internalUrl(rng)}" title="${capitalise(text)}">${text}</a>`;
}

/** A paragraph with inline markup: strong, em, links. */
function paragraph(rng: Rng): string {
  const parts: string[] = [];
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    let s = sentence(rng);
    if (rng.chance(0.35)) s = s.replace(/^(\S+ \S+)/, "<strong>$1</strong>");
    if (rng.chance(0.25)) s = s.replace(/(\S+)\.$/, "<em>$1</em>.");
    if (rng.chance(0.45)) s = `${s.slice(0, -1)} with ${link(rng)}.`;
    parts.push(s);
  }
  const cls = rng.chance(0.15) ? ` class="${rng.pick(TEXT_CLASSES)}"` : "";
  return `<p${cls}>${parts.join(" ")}</p>`;
}

function list(rng: Rng): string {
  const tag = rng.chance(0.7) ? "ul" : "ol";
  const items: string[] = [];
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) items.push(`<li>${rng.chance(0.3) ? link(rng) : capitalise(words(rng, 2, 6))}</li>`);
  return `<${tag}>${items.join("")}</${tag}>`;
}

/** Rich text between `min` and about `max` characters of HTML. */
function richTextHtml(rng: Rng, min: number, max: number): string {
  const target = rng.int(min, max);
  let html = rng.chance(0.3) ? `<h3>${title(rng)}</h3>` : "";
  while (html.length < target) {
    const next = rng.chance(0.25) ? list(rng) : paragraph(rng);
    if (html.length + next.length > max && html.length >= min) break;
    html += next;
  }
  return html;
}

function target(rng: Rng) {
  const out: Record<string, unknown> = { text: title(rng, 1, 3), url: internalUrl(rng) };
  if (rng.chance(0.4)) out.style = rng.pick(["primary", "secondary", "tertiary", "link"]);
  if (rng.chance(0.3)) out.size = rng.pick(["small", "medium", "large"]);
  if (rng.chance(0.1)) out.targetAttribute = "_blank";
  return out;
}

function image(rng: Rng, name: string, responsive: boolean) {
  const [w, h] = rng.pick([[1200, 900], [1600, 900], [800, 800], [960, 1280]] as const);
  const base = `https://images.example.com/is/image/storefront/${name}`;
  const out: Record<string, unknown> = { url: `${base}?wid=${w}&hei=${h}`, alt: title(rng, 3, 7), width: w, height: h };
  if (responsive) out.responsive = { md: { url: `${base}_md?wid=${w}` }, lg: { url: `${base}_lg?wid=${w * 2}` } };
  return out;
}

function contentBlock(rng: Rng, type: ContentType, id: string, isFirstPicture: boolean): Record<string, unknown> {
  switch (type) {
    case "rich-text":
      return {
        id,
        type,
        richText: richTextHtml(rng, 300, 600),
        ...(rng.chance(0.2) ? { textColor: rng.pick(COLORS) } : {}),
        ...(rng.chance(0.3) ? { alignment: "center" } : {}),
      };
    case "spacer":
      return {
        id,
        type,
        bottomMargins: rng.chance(0.5) ? { sm: rng.pick([8, 16, 24]), md: rng.pick([24, 32]), lg: rng.pick([32, 48, 64]) } : { sm: rng.pick([16, 24, 32]) },
        ...(rng.chance(0.2) ? { backgroundColor: rng.pick(COLORS) } : {}),
      };
    case "picture": {
      const position = rng.pick(["bottom", "bottom", "top", "off"]);
      return {
        id,
        type,
        picture: image(rng, `${id}-picture`, rng.chance(0.5)),
        ...(rng.chance(0.4) ? { mediaTarget: target(rng) } : {}),
        ...(position !== "off" ? { captionText: sentence(rng, 4, 10), captionPosition: position } : {}),
        ...(rng.chance(0.15) ? { captionColor: rng.pick(COLORS) } : {}),
        ...(isFirstPicture ? { eager: true } : {}),
      };
    }
    case "banner": {
      const targets: unknown[] = [];
      const count = rng.int(0, 3);
      for (let i = 0; i < count; i++) targets.push(target(rng));
      return {
        id,
        type,
        title: title(rng, 3, 7),
        ...(rng.chance(0.8) ? { richText: richTextHtml(rng, 120, 260) } : {}),
        targets,
        ...bannerColours(rng),
        ...(rng.chance(0.3) ? { alignment: "left" } : {}),
      };
    }
    case "linked-card":
      return {
        id,
        type,
        media: { type: "image", ...image(rng, `${id}-card`, rng.chance(0.3)) },
        ...(rng.chance(0.5) ? { eyebrow: title(rng, 1, 2) } : {}),
        title: title(rng, 2, 6),
        ...(rng.chance(0.5) ? { subtitle: sentence(rng, 3, 8) } : {}),
        ...(rng.chance(0.7) ? { richText: richTextHtml(rng, 80, 200) } : {}),
        targets: [target(rng)],
        ...(rng.chance(0.15) ? { badge: { url: `https://images.example.com/badges/${rng.pick(["new", "sale", "eco"])}.svg`, alt: "Badge" } } : {}),
        ...(rng.chance(0.4) ? { layout: rng.pick(["below", "overlay", "overlay-bottom", "overlay-top"]) } : {}),
        ...(rng.chance(0.3) ? { alignment: "center" } : {}),
      };
  }
}

/** Block types by weight: text-heavy, as CMS landing pages are. */
const WEIGHTED_TYPES: ContentType[] = [
  ...Array<ContentType>(30).fill("rich-text"),
  ...Array<ContentType>(15).fill("spacer"),
  ...Array<ContentType>(20).fill("picture"),
  ...Array<ContentType>(10).fill("banner"),
  ...Array<ContentType>(25).fill("linked-card"),
];

/** Wrap `block` in a control block that selects it for a guest on `/en-us` (no category id). */
function wrapInControl(rng: Rng, block: Record<string, unknown>, index: number): Record<string, unknown> {
  if (index % 2 === 0) {
    // Guests match no logged-in segment: the first baseline (the block) shows.
    const hidden = contentBlock(rng, "rich-text", `${String(block.id)}-loggedin`, false);
    return {
      id: `seg-${String(block.id)}`,
      type: "segmentation",
      segments: [{ id: "loggedin", targets: [hidden] }],
      baselines: [block],
    };
  }
  // The page has no category id, so it is in no list: NOT IN shows the components.
  return {
    id: `filter-${String(block.id)}`,
    type: "filter-by",
    variant: "category",
    operator: "NOT IN",
    filterBy: ["123456", "234567"],
    components: [block],
  };
}

export function generatePage(options: GenerateOptions = {}): GeneratedPage {
  const { seed = 20240611, blocks = 300, sections = 30, controlShare = 0 } = options;
  const rng = prng(seed);
  // A separate stream decides control wrapping, so the content is the same with or without it.
  const controlRng = prng(seed ^ 0x9e3779b9);
  const counts = Object.fromEntries(CONTENT_TYPES.map((type) => [type, 0])) as Record<ContentType, number>;
  const perSection = blocks / sections;
  const outSections: Record<string, unknown>[] = [];
  let made = 0;
  let controlCount = 0;
  let firstPicture = true;

  for (let s = 0; made < blocks; s++) {
    const size = Math.min(blocks - made, s === sections - 1 ? blocks - made : rng.int(Math.ceil(perSection * 0.6), Math.floor(perSection * 1.4)));
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < size; i++, made++) {
      const type = rng.pick(WEIGHTED_TYPES);
      const id = `b${String(made).padStart(3, "0")}`;
      const block = contentBlock(rng, type, id, type === "picture" && firstPicture);
      if (type === "picture") firstPicture = false;
      counts[type]++;
      if (controlShare > 0 && controlRng.next() < controlShare) items.push(wrapInControl(controlRng, block, controlCount++));
      else items.push(block);
    }
    const section: Record<string, unknown> = {
      id: `s${String(s).padStart(2, "0")}`,
      name: rng.chance(0.7) ? title(rng, 1, 3) : "",
      items,
      bottomMargins: rng.chance(0.7) ? { sm: rng.pick([16, 24, 32]), lg: rng.pick([32, 48, 64]) } : {},
    };
    if (rng.chance(0.1)) section.hideOnBreakpoint = { sm: true };
    if (rng.chance(0.2)) section.isFullWidth = true;
    outSections.push(section);
  }

  return {
    document: {
      id: `bench-page-${seed}`,
      slug: "bench/landing",
      title: "Benchmark landing page",
      description: "Generated by bench/generate-page.ts",
      sections: outSections,
    },
    counts,
    blockCount: made,
    sectionCount: outSections.length,
    controlCount,
  };
}
