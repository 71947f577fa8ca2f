import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { offendingImportChains, SRC_DIR } from "../../tests/support/import-graph.ts";

/**
 * Block definitions ship to every shopper's browser with the content route (through
 * `src/blocks/index.ts`), so a definition and every module it imports leave zod and the field
 * schemas to `loadSchema`: the server and the preview load them, shoppers never do (see
 * docs/decisions/0011). Type imports are erased, and a dynamic `import()` inside a function
 * loads only when called, so neither counts here; src/app/shopper-code-is-zod-free.test.ts
 * follows those too, for zod.
 */

const BLOCKS_DIR = path.dirname(fileURLToPath(import.meta.url));
const FIELD_SCHEMAS = path.join(SRC_DIR, "engine/content/fields.ts");
/** zod in any form: the browser checks no answers with it either (docs/decisions/0013). */
const ZOD = /^zod(\/|$)/;

const schemaImportsReachedFrom = (entry: string) => offendingImportChains([entry], { lazy: false, offends: (specifier) => ZOD.test(specifier) || specifier === FIELD_SCHEMAS });

const blockFolders = readdirSync(BLOCKS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(BLOCKS_DIR, entry.name, "index.ts")))
  .map((entry) => entry.name)
  .sort();

describe("block definitions load no schema code", () => {
  it("finds the block folders", () => {
    expect(blockFolders).toContain("spacer");
  });

  it.each(blockFolders)("%s/index.ts imports neither zod nor the field schemas, even indirectly", (folder) => {
    expect(schemaImportsReachedFrom(path.join(BLOCKS_DIR, folder, "index.ts"))).toEqual([]);
  });

  it("the registry of every block (blocks/index.ts) imports neither, even indirectly", () => {
    expect(schemaImportsReachedFrom(path.join(BLOCKS_DIR, "index.ts"))).toEqual([]);
  });
});
