/**
 * How content documents are named: a site (or `shared`), a type and a slug. The same key names
 * a fixture file, a database row and an admin URL.
 */

export const DOCUMENT_TYPES = ["page", "category", "product", "menu", "footer", "popups", "fragment"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface ContentKey {
  siteId: string;
  type: DocumentType;
  slug: string;
}

/** Fragments are not per site: they live under this site id. */
export const SHARED_SITE = "shared";
/** Templates (category, product) and one-per-site documents (menu, footer, pop-ups) use this slug. */
export const DEFAULT_SLUG = "default";
/** One document per site: its slug is always `default`. */
export const SINGLETON_TYPES: ReadonlySet<DocumentType> = new Set(["menu", "footer", "popups"]);
/** Page-shaped documents: the engine renders them (docs/content-model.md). */
export const PAGE_TYPES: ReadonlySet<DocumentType> = new Set(["page", "category", "product"]);

/**
 * Slugs the storefront asks `augmentedpage/{siteId}/{page}` for (commerce spec §2): commerce
 * screens that content only augments, so they answer an empty page rather than 404 when
 * editors have written nothing for them.
 */
export const AUGMENTED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  "account",
  "account-profile",
  "basecamp",
  "cart",
  "checkout",
  "contact-us",
  "error-4xx",
  "gift-card",
  "loyalty-modal",
  "order-confirmation",
  "promotions",
  "search",
  "sign-up",
  "sign-up-modal",
  "store-locator",
  "westend",
]);

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export class InvalidSegmentError extends Error {
  constructor(segment: string) {
    super(`Invalid path segment "${segment.slice(0, 40)}"`);
    this.name = "InvalidSegmentError";
  }
}

/** Path segments come from URLs and file names: anything but a plain name is refused (no `..`, no slashes). */
export function safeSegment(segment: string): string {
  if (!SEGMENT.test(segment)) throw new InvalidSegmentError(segment);
  return segment;
}

export const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

/** Where a key's document belongs: fragments only under `shared`, every other type under a site. */
export function isValidKey(key: ContentKey): boolean {
  if (!SEGMENT.test(key.siteId) || !SEGMENT.test(key.slug)) return false;
  if ((key.type === "fragment") !== (key.siteId === SHARED_SITE)) return false;
  return !SINGLETON_TYPES.has(key.type) || key.slug === DEFAULT_SLUG;
}

export interface FixtureFile {
  key: ContentKey;
  draft: boolean;
}

const FOLDER_TYPES: Record<string, DocumentType> = { pages: "page", category: "category", product: "product", fragments: "fragment" };

/**
 * The document a fixture file holds, from its path under a fixture root:
 * `{siteId}/pages/{slug}.json`, `{siteId}/category/{id}.json`, `{siteId}/product/{id}.json`
 * (`default.json` is the template), `{siteId}/menu.json`, `footer.json`, `popups.json`,
 * `shared/fragments/{id}.json`; `.draft.json` for a draft. Anything else is not a document.
 */
export function fixtureFileOf(relative: string): FixtureFile | undefined {
  const parts = relative.split("/");
  const name = /^(?<base>[^.]+)(?<draft>\.draft)?\.json$/.exec(parts.at(-1) ?? "")?.groups;
  if (!name) return undefined;
  const draft = Boolean(name.draft);
  let key: ContentKey | undefined;
  if (parts.length === 2) {
    const type = name.base as DocumentType;
    if (SINGLETON_TYPES.has(type)) key = { siteId: parts[0]!, type, slug: DEFAULT_SLUG };
  } else if (parts.length === 3) {
    const type = FOLDER_TYPES[parts[1]!];
    if (type) key = { siteId: parts[0]!, type, slug: name.base! };
  }
  return key && isValidKey(key) ? { key, draft } : undefined;
}

export const keyText = (key: ContentKey) => `${key.siteId}/${key.type}/${key.slug}`;
