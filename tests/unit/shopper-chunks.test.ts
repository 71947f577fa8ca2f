import path from "node:path";
import { describe, expect, test } from "vitest";
import { shopperChunkGroups } from "../../tools/shopper-chunks.ts";

const root = "/project";
const at = (file: string) => path.resolve(root, file);

/** A module graph: each module's static imports (dynamic imports are not edges of the closure). */
const graph: Record<string, string[]> = {
  [at("src/app/document/document-entry.client.tsx")]: [at("src/app/layout/header.tsx"), at("src/app/content/content-page.tsx"), at("node_modules/react-dom/client.js")],
  [at("src/app/root.tsx")]: [at("src/app/layout/header.tsx"), at("node_modules/react/index.js"), at("node_modules/react-router/dist/index.mjs")],
  [at("src/app/layout/header.tsx")]: [at("contracts/sites.ts")],
  [at("src/app/content/content-page.tsx")]: [at("src/engine/render.ts")],
  [at("src/app/routes/home.tsx")]: [at("src/app/content/content-page.tsx"), at("src/app/content/content-route.tsx")],
  [at("src/app/content/content-route.tsx")]: [at("node_modules/react-router/dist/index.mjs")],
  [at("src/app/routes/category.tsx")]: [at("src/commerce/catalogue/listing-url.ts"), at("src/app/navigation/router-page-navigation.tsx")],
  [at("src/app/navigation/router-page-navigation.tsx")]: [at("src/ui/page-navigation.tsx"), at("node_modules/react-router/dist/index.mjs")],
  [at("src/commerce/catalogue/listing-url.ts")]: [at("contracts/sites.ts")],
  [at("src/commerce/commerce-access.ts")]: [at("src/commerce/api/client.ts"), at("contracts/sites.ts")],
  [at("src/commerce/api/client.ts")]: [],
  [at("src/blocks/hero/hero.tsx")]: [at("contracts/sites.ts")],
};
const context = { getModuleInfo: (id: string) => (graph[id] || id.endsWith(".ts") || id.endsWith(".tsx") || id.endsWith(".js") ? { importedIds: graph[id] ?? [] } : null) };

function groupOf(id: string): string | null {
  for (const group of [...shopperChunkGroups(root)].sort((a, b) => b.priority - a.priority)) {
    if ("test" in group && group.test instanceof RegExp) {
      if (group.test.test(id)) return group.name as string;
      continue;
    }
    const name = typeof group.name === "function" ? group.name(id, context) : null;
    if (name) return name;
  }
  return null;
}

describe("shopper chunk groups", () => {
  test.each([
    ["React", "node_modules/react/index.js", "framework"],
    ["React DOM", "node_modules/react-dom/client.js", "framework"],
    ["React Router, with the app's code that needs it", "node_modules/react-router/dist/index.mjs", "app"],
    ["what the document entry imports", "src/app/layout/header.tsx", "shell"],
    ["what the shell imports, further down", "src/engine/render.ts", "shell"],
    ["a module the shell and the commerce client import: the shell's", "contracts/sites.ts", "shell"],
    ["a route module (imports React Router)", "src/app/routes/home.tsx", "app"],
    ["the root route", "src/app/root.tsx", "app"],
    ["a route's module that imports React Router", "src/app/content/content-route.tsx", "app"],
    ["a route's module that imports it through another", "src/app/navigation/router-page-navigation.tsx", "app"],
    ["a route's module free of React Router: a block of a content page may load it without the router", "src/commerce/catalogue/listing-url.ts", "app-lib"],
    ["the commerce client", "src/commerce/api/client.ts", "commerce"],
    ["a block's component (loaded when a page has the block)", "src/blocks/hero/hero.tsx", null],
    ["the document entry itself (an entry chunk of its own)", "src/app/document/document-entry.client.tsx", null],
  ])("%s: %s → %s", (_case, file, expected) => {
    expect(groupOf(at(file))).toBe(expected);
  });
});
