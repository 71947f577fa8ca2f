import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Content documents read from fixture folders: `{root}/{siteId}/pages/{slug}.json` (published),
 * `{slug}.draft.json` (draft, preview mode only), `category/{id}.json` with `category/default.json`,
 * `product/{id}.json` with `product/default.json`, `menu.json`, `footer.json`, `fragments/{id}.json`,
 * `popups.json`. Later roots override earlier ones file by file (tests add their own pages).
 */
export interface VersionQuery {
  mode: "publish" | "preview";
  /** Preview only: show what is published at this moment instead of now. */
  at?: Date;
}

type Json = Record<string, unknown>;

export class FixtureStore {
  private cache = new Map<string, Promise<Json | undefined>>();

  constructor(private readonly roots: readonly string[]) {}

  private readJson(relative: string): Promise<Json | undefined> {
    let pending = this.cache.get(relative);
    if (!pending) {
      pending = (async () => {
        for (const root of [...this.roots].reverse()) {
          try {
            return JSON.parse(await readFile(path.join(root, relative), "utf8")) as Json;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
          }
        }
        return undefined;
      })();
      this.cache.set(relative, pending);
    }
    return pending;
  }

  /** Scheduled documents (`publishAt` in the future) are not visible yet. */
  private visible(document: Json | undefined, query: VersionQuery): Json | undefined {
    if (!document) return undefined;
    const publishAt = typeof document.publishAt === "string" ? Date.parse(document.publishAt) : undefined;
    const now = query.mode === "preview" && query.at ? query.at.getTime() : Date.now();
    return publishAt !== undefined && publishAt > now ? undefined : document;
  }

  async document(siteId: string, relative: string, query: VersionQuery): Promise<Json | undefined> {
    const base = path.posix.join(safeSegment(siteId), relative);
    if (query.mode === "preview") {
      const draft = await this.readJson(`${base}.draft.json`);
      if (draft) return draft;
    }
    return this.visible(await this.readJson(`${base}.json`), query);
  }

  async page(siteId: string, slug: string, query: VersionQuery) {
    return this.document(siteId, `pages/${safeSegment(slug)}`, query);
  }

  async withDefault(siteId: string, folder: "category" | "product", id: string, query: VersionQuery) {
    return (await this.document(siteId, `${folder}/${safeSegment(id)}`, query)) ?? this.document(siteId, `${folder}/default`, query);
  }

  /** Pages whose `parent` is the given slug, in slug order. */
  async children(siteId: string, parentSlug: string, query: VersionQuery) {
    const slugs = new Set<string>();
    for (const root of this.roots) {
      try {
        for (const file of await readdir(path.join(root, safeSegment(siteId), "pages"))) {
          if (file.endsWith(".json") && !file.endsWith(".draft.json")) slugs.add(file.slice(0, -".json".length));
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    const pages = await Promise.all([...slugs].sort().map((slug) => this.page(siteId, slug, query)));
    return pages.filter((page): page is Json => page?.parent === parentSlug);
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Path segments come from URLs: anything but a plain name is refused (no `..`, no slashes). */
export function safeSegment(segment: string): string {
  if (!SEGMENT.test(segment)) throw new InvalidSegmentError(segment);
  return segment;
}

export class InvalidSegmentError extends Error {
  constructor(segment: string) {
    super(`Invalid path segment "${segment.slice(0, 40)}"`);
  }
}
