/**
 * Which catalogue error ids a program's sources can answer: every quoted catalogue id in the
 * files given and in every file they import, near or far (relative value imports, as far as
 * `follow` allows). An id is counted wherever it is written (`new ApiError(400, "GFC755", …)`, a
 * problem's `errorId: "CHK380"`, `readBody(c, schema, "GFC400")`), so that a new id in a route or
 * in any helper it calls is found. Pure: the files are read through `read`. Used by
 * messages.test.ts to hold the shopper's messages to the reference backend's cart and checkout.
 */
export interface SourceScan {
  /** Paths from the repository root, e.g. `backend/cart/cart-routes.ts`. */
  entries: readonly string[];
  /** A file's text, or undefined when there is none. */
  read: (path: string) => string | undefined;
  /** Whether an import of that file is followed. */
  follow: (path: string) => boolean;
  isErrorId: (value: string) => boolean;
}

/** `import … from "./x.ts"`, `export … from "../y.ts"`, `import "./z.ts"`; group 1 is `type ` of a type-only import. */
const STATIC_IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
/** Quoted words shaped like catalogue ids (letters then digits, or four digits). */
const QUOTED_ID = /["'`]([A-Z]{2,6}\d{3,4}|\d{4})["'`]/g;

/** The ids found, each with the files that name it, sorted by id. */
export function errorIdsInSources(scan: SourceScan): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const pending = [...scan.entries];
  while (pending.length) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const text = scan.read(path);
    if (text === undefined) continue;
    for (const [, id] of text.matchAll(QUOTED_ID)) {
      if (!scan.isErrorId(id!)) continue;
      const files = found.get(id!) ?? [];
      if (!files.includes(path)) found.set(id!, [...files, path]);
    }
    const imported = [...[...text.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2]!), ...[...text.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!)];
    for (const specifier of imported) {
      const target = resolvePath(path, specifier);
      if (scan.follow(target)) pending.push(target);
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

/** `specifier` (./ or ../) from the folder of `from`. */
export function resolvePath(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}
