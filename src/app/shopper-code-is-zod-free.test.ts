import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { offendingImportChains, SRC_DIR } from "../../tests/support/import-graph.ts";

/**
 * No module a shopper's browser may load imports zod (docs/decisions/0013): the BFF and the
 * front-end API validate what they answer, and browser code checks only shapes, by hand.
 *
 * Walked from the client's entry points: the root, every route a shopper reaches, and every block
 * definition; lazily loaded modules count (a block's component chunk, the signup code loaded on
 * submit), since a shopper downloads them too. Not followed: what only the server or an editor
 * loads — block schemas (`schema.ts`, decision 0011), `*.server.ts` modules, src/preview/.
 * `bench/bundle.ts` checks the same on the built chunks.
 */

const ZOD = /^zod(\/|$)/;
/** Routes only editors open (the preview's own code is never a shopper's). */
const EDITOR_ROUTES = new Set(["workbench.tsx", "preview-showcase.tsx"]);
const SERVER_OR_EDITOR_ONLY = (file: string) => /\/schema\.ts$|\.server\.tsx?$/.test(file) || file.startsWith(path.join(SRC_DIR, "preview") + path.sep);

const routes = readdirSync(path.join(SRC_DIR, "app/routes"))
  .filter((file) => /^[^.]+\.tsx$/.test(file) && !EDITOR_ROUTES.has(file))
  .sort();
const blockDefinitions = readdirSync(path.join(SRC_DIR, "blocks"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(SRC_DIR, "blocks", entry.name, "index.ts")))
  .map((entry) => `blocks/${entry.name}/index.ts`)
  .sort();
const screenDefinitions = readdirSync(path.join(SRC_DIR, "commerce/screens"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(SRC_DIR, "commerce/screens", entry.name, "index.ts")))
  .map((entry) => `commerce/screens/${entry.name}/index.ts`)
  .sort();

const zodImportsReachedFrom = (entry: string) => offendingImportChains([path.join(SRC_DIR, entry)], { lazy: true, offends: (specifier) => ZOD.test(specifier), skip: SERVER_OR_EDITOR_ONLY });

describe("shopper code imports no zod, not even lazily", () => {
  it("finds the entry points", () => {
    expect(routes).toEqual(expect.arrayContaining(["home.tsx", "content-page.tsx", "site-layout.tsx", "newsletter-confirm.tsx"]));
    expect(blockDefinitions).toContain("blocks/newsletter-form/index.ts");
    expect(screenDefinitions).toContain("commerce/screens/product-details/index.ts");
  });

  it.each(["app/root.tsx", ...routes.map((route) => `app/routes/${route}`), ...blockDefinitions, ...screenDefinitions, "app/layout/site-header.tsx"])("%s", (entry) => {
    expect(zodImportsReachedFrom(entry)).toEqual([]);
  });

  it("follows lazy imports (the walk is not vacuous): a definition's schema loader reaches zod when not skipped", () => {
    const spacer = [path.join(SRC_DIR, "blocks/spacer/index.ts")];
    const offends = (specifier: string) => ZOD.test(specifier);
    expect(offendingImportChains(spacer, { lazy: true, offends })).toContain("blocks/spacer/index.ts → blocks/spacer/schema.ts → zod");
    expect(offendingImportChains(spacer, { lazy: false, offends })).toEqual([]);
  });
});
