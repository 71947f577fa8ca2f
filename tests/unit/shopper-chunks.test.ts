import path from "node:path";
import { describe, expect, test } from "vitest";
import { shopperChunkGroups } from "../../tools/shopper-chunks.ts";

const root = "/project";
const at = (file: string) => path.resolve(root, file);

/** A module graph: each module's static imports (dynamic imports are not edges of the closure). */
const graph: Record<string, string[]> = {
  [at("src/app/root.tsx")]: [at("src/app/layout/header.tsx"), at("node_modules/react/index.js")],
  [at("src/app/layout/header.tsx")]: [at("contracts/sites.ts")],
  [at("src/app/routes/home.tsx")]: [at("src/engine/render.ts")],
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
    ["the framework", "node_modules/react/index.js", "framework"],
    ["a module the shell's routes import", "src/app/layout/header.tsx", "shell"],
    ["a shell route module itself", "src/app/routes/home.tsx", "shell"],
    ["what a shell module imports, further down", "src/engine/render.ts", "shell"],
    ["a module both the shell and the commerce client import: the shell's", "contracts/sites.ts", "shell"],
    ["the commerce client", "src/commerce/api/client.ts", "commerce"],
    ["a block's component (loaded when a page has the block)", "src/blocks/hero/hero.tsx", null],
  ])("%s: %s → %s", (_case, file, expected) => {
    expect(groupOf(at(file))).toBe(expected);
  });
});
