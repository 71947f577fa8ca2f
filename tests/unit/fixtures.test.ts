import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { registry } from "../../src/blocks/index.ts";
import { resolvePage } from "../../src/engine/resolve-page.ts";
import { z } from "zod";
import { footerDocument, menuDocument } from "../../contracts/content/layout-documents.ts";
import { popUpItemSchema } from "../../src/blocks/popup/schema.ts";
import { SITES } from "../../contracts/sites.ts";
import { pageContext } from "../../src/engine/react/testing/render-page.tsx";

beforeAll(() => registry.preloadSchemas());

/** Every content fixture (the storefront's and the browser tests' own) is valid, so no page ships a broken block. */
const ROOTS = ["fixtures/content", "tests/e2e/fixtures/content"];

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith(".json") ? [full] : [];
  });
}

const files = ROOTS.flatMap((root) => jsonFiles(root).map((file) => [path.relative(root, file), file] as const));

describe("content fixtures", () => {
  test("every site has its pages", () => {
    for (const site of new Set(SITES.map((candidate) => candidate.siteId))) {
      for (const required of ["pages/home.json", "pages/error-4xx.json", "pages/help.json", "category/default.json", "product/default.json", "menu.json", "footer.json"]) {
        expect(files.some(([relative]) => relative === `${site}/${required}`), `${site}/${required}`).toBe(true);
      }
    }
  });

  test.each(files)("%s is valid", (relative, file) => {
    const document = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    const name = path.basename(relative).replace(/(\.draft)?\.json$/, "");
    if (name === "menu") return void expect(menuDocument.safeParse(document).success).toBe(true);
    if (name === "footer") return void expect(footerDocument.safeParse(document).success).toBe(true);
    if (name === "popups") {
      const items = z.array(z.unknown()).parse(document.items);
      for (const item of items) expect(popUpItemSchema.safeParse(item).error?.issues ?? []).toEqual([]);
      return;
    }
    const folder = path.basename(path.dirname(relative));
    if (folder === "pages") expect(document.slug).toBe(name);
    const site = SITES.find((candidate) => relative.startsWith(`${candidate.siteId}/`))!;
    const { diagnostics } = resolvePage(document, pageContext({ mode: "preview", siteId: site.siteId, localePath: site.localePath }), registry);
    // The QA page of broken blocks is broken on purpose.
    if (name === "qa-broken-blocks") expect(diagnostics.length).toBe(4);
    else expect(diagnostics).toEqual([]);
  });
});
