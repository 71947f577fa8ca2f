import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { offendingImportChains, SRC_DIR } from "../../../tests/support/import-graph.ts";

/**
 * Screen definitions ship to every page with the registry (src/blocks/index.ts), so they stay
 * light: no zod and no field schemas (as block definitions, decision 0011), and not the commerce
 * client, which their queries import when they first run (src/commerce/lazy-commerce.ts). A page
 * without commerce screens (the home page) then downloads no commerce code.
 */

const SCREENS_DIR = path.dirname(fileURLToPath(import.meta.url));
const COMMERCE_CLIENT = [path.join(SRC_DIR, "commerce/commerce-access.ts"), path.join(SRC_DIR, "commerce/api/client.ts")];
const FIELD_SCHEMAS = path.join(SRC_DIR, "engine/content/fields.ts");
const ZOD = /^zod(\/|$)/;

const heavyImportsReachedFrom = (entry: string) =>
  offendingImportChains([entry], { lazy: false, offends: (specifier) => ZOD.test(specifier) || specifier === FIELD_SCHEMAS || COMMERCE_CLIENT.includes(specifier) });

const screenFolders = readdirSync(SCREENS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(SCREENS_DIR, entry.name, "index.ts")))
  .map((entry) => entry.name)
  .sort();

describe("screen definitions load no schema code and no commerce client", () => {
  it("finds the screens", () => {
    expect(screenFolders).toEqual(expect.arrayContaining(["product-details", "product-grid", "search-results"]));
  });

  it.each(screenFolders)("%s/index.ts imports none of them, even indirectly", (folder) => {
    expect(heavyImportsReachedFrom(path.join(SCREENS_DIR, folder, "index.ts"))).toEqual([]);
  });

  it("the check is not vacuous: the cart state reaches the client when its import is followed lazily", () => {
    const chains = offendingImportChains([path.join(SRC_DIR, "commerce/cart/cart-state.ts")], { lazy: true, offends: (specifier) => COMMERCE_CLIENT.includes(specifier) });
    expect(chains.join("\n")).toContain("commerce-access.ts");
  });
});

describe("the grids' own code reaches the commerce client only lazily", () => {
  // A shopper browsing a category or a search downloads no client: the tiles' hearts and the
  // listing's next pages import it when they first call (the bundle budgets of bench/bundle.ts).
  it.each(["commerce/listing/product-listing.tsx", "commerce/listing/product-tile.tsx", "commerce/ui/favourite-button.tsx"])("%s", (file) => {
    expect(offendingImportChains([path.join(SRC_DIR, file)], { lazy: false, offends: (specifier) => COMMERCE_CLIENT.includes(specifier) })).toEqual([]);
  });
});
