import path from "node:path";

/** The smallest slice of a rolldown chunking context this file reads. */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** The route modules of shoppers' pages: the code every page loads starts at them. */
const SHELL_ENTRIES = [
  "src/app/root.tsx",
  "src/app/routes/site-layout.tsx",
  "src/app/routes/home.tsx",
  "src/app/routes/category.tsx",
  "src/app/routes/product.tsx",
  "src/app/routes/search.tsx",
  "src/app/routes/shopping-page.tsx",
  "src/app/routes/content-page.tsx",
  "src/app/routes/not-found.tsx",
  // The session's CSRF token and cart cookie (a few hundred bytes): hearts, the header and the
  // personalisation events read them before any commerce call. Were it left to the commerce
  // closure, a block importing it (the product page's heart) would preload the whole client.
  "src/commerce/browser-session.ts",
  // The storefront's paths (category and product links: listings, filter-by). The shell held them
  // through the decide events until issue 16 moved those out; alone they were a 0.1 KB chunk.
  "contracts/paths.ts",
  // Words by language (lazyWords: 0.3 KB). The commerce client's error messages load by language
  // (decision 0034), and so do the words of the empty cart and the order summary: left to the
  // commerce closure, a block importing it would load the whole client (the empty cart did, +7 KB);
  // in a chunk of its own it weighed 0.75 KB as sent on each buying page.
  "src/i18n/lazy-words.ts",
];

/**
 * The commerce client, loaded on a page's first commerce call (src/commerce/lazy-commerce.ts):
 * its call groups, answer checks and the catalogue's messages, one chunk for every screen.
 */
const COMMERCE_ENTRIES = ["src/commerce/commerce-access.ts"];

/**
 * Chunk groups of the browser build. Left to itself the bundler makes one chunk per set of
 * importers: a shopper's page loaded some sixty chunks, most under 1 KB, and each compresses on
 * its own (gzip starts every file with an empty dictionary): the same code in one file was 20 %
 * smaller. So the code every shopper's page loads (the framework, then the static imports of the
 * shell's route modules: layout, engine, registry, query client) goes in two chunks; block
 * components and what only they import stay split by block (loaded when a page uses the block).
 */
export function shopperChunkGroups(root = process.cwd()) {
  const closures = new Map<string, Set<string>>();
  /** The modules `entries` import statically, directly or not (computed once per build). */
  const closure = (name: string, entries: readonly string[], context: ChunkingContext) => {
    let found = closures.get(name);
    if (found) return found;
    found = new Set();
    const pending = entries.map((entry) => path.resolve(root, entry));
    while (pending.length) {
      const id = pending.pop()!;
      if (found.has(id)) continue;
      const info = context.getModuleInfo(id);
      if (!info) continue;
      found.add(id);
      pending.push(...info.importedIds);
    }
    closures.set(name, found);
    return found;
  };
  const inShell = (id: string, context: ChunkingContext) => closure("shell", SHELL_ENTRIES, context).has(id);
  return [
    { name: "framework", test: FRAMEWORK, priority: 3 },
    { name: (id: string, context: ChunkingContext) => (inShell(id, context) && !FRAMEWORK.test(id) ? "shell" : null), priority: 2 },
    {
      name: (id: string, context: ChunkingContext) =>
        closure("commerce", COMMERCE_ENTRIES, context).has(id) && !inShell(id, context) && !FRAMEWORK.test(id) ? "commerce" : null,
      priority: 1,
    },
  ];
}
