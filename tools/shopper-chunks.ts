import path from "node:path";

/** The smallest slice of a rolldown chunking context this file reads. */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** React Router: the app's pages load it; content pages hydrate without it (decision 0041). */
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;

/** Content pages' browser entry (decision 0041): hydrates the page without React Router. */
const DOCUMENT_ENTRY = "src/app/document/document-entry.client.tsx";

/**
 * The shell: the code every shopper's page runs (layout, engine, registry, query client), which is
 * what the document entry imports, and never React Router. Besides its closure:
 */
const SHELL_ENTRIES = [
  DOCUMENT_ENTRY,
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

/** The route modules of shoppers' pages: what the app's pages (with React Router) load besides the shell. */
const APP_ENTRIES = [
  "src/app/root.tsx",
  "src/app/routes/site-layout.tsx",
  "src/app/routes/home.tsx",
  "src/app/routes/category.tsx",
  "src/app/routes/product.tsx",
  "src/app/routes/search.tsx",
  "src/app/routes/shopping-page.tsx",
  "src/app/routes/content-page.tsx",
  "src/app/routes/not-found.tsx",
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
 * smaller (decision 0023). So:
 * - `framework`: React and React DOM;
 * - `shell`: what every page runs (the document entry's static imports), free of React Router;
 * - `app`: React Router, and the rest of what the shopper's route modules import statically that
 *   reaches it (the route modules themselves, the root); `app-lib`: the rest of it that does not, so
 *   that a block of a content page that imports one of those (a listing's URL helper) never makes
 *   the content page load the router;
 * - `commerce`: the commerce client.
 * Block components and what only they import stay split by block (loaded when a page uses the block).
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
  const reachesRouter = new Map<string, boolean>();
  /** Whether the module imports React Router statically, directly or not. */
  const boundToRouter = (id: string, context: ChunkingContext): boolean => {
    if (ROUTER.test(id)) return true;
    const known = reachesRouter.get(id);
    if (known !== undefined) return known;
    reachesRouter.set(id, false); // a cycle back here adds nothing
    const bound = (context.getModuleInfo(id)?.importedIds ?? []).some((imported) => boundToRouter(imported, context));
    reachesRouter.set(id, bound);
    return bound;
  };
  const isLibrary = (id: string) => FRAMEWORK.test(id) || ROUTER.test(id);
  const inShell = (id: string, context: ChunkingContext) => !isLibrary(id) && closure("shell", SHELL_ENTRIES, context).has(id) && id !== path.resolve(root, DOCUMENT_ENTRY);
  const inApp = (id: string, context: ChunkingContext) => !isLibrary(id) && !inShell(id, context) && closure("app", APP_ENTRIES, context).has(id);
  return [
    { name: "framework", test: FRAMEWORK, priority: 6 },
    // React Router and the app's code that needs it: one chunk, compressed together.
    { name: "app", test: ROUTER, priority: 5 },
    { name: (id: string, context: ChunkingContext) => (inShell(id, context) ? "shell" : null), priority: 4 },
    { name: (id: string, context: ChunkingContext) => (inApp(id, context) && boundToRouter(id, context) ? "app" : null), priority: 3 },
    { name: (id: string, context: ChunkingContext) => (inApp(id, context) && !boundToRouter(id, context) ? "app-lib" : null), priority: 2 },
    {
      name: (id: string, context: ChunkingContext) =>
        !isLibrary(id) && !inShell(id, context) && !inApp(id, context) && closure("commerce", COMMERCE_ENTRIES, context).has(id) ? "commerce" : null,
      priority: 1,
    },
  ];
}
