import path from "node:path";
import type { Plugin } from "vite";

const DEFINITION_FILE = /\/src\/(?:blocks|commerce\/screens)\/[^/]+\/index\.tsx?$/;
const COMPONENT_LOADER = /component:\s*\(\)\s*=>\s*import\((["'])(\.[^"']+)\1\)/g;

/**
 * Tags every block definition's `component: () => import("./x")` with the module id of
 * `./x` (relative to the project root, as the Vite manifest names it), so that the server
 * can preload the chunk of each block type a page renders. See docs/decisions/0003. Only the
 * server's build: browsers never read the tag (it would only make every page's registry larger).
 */
export function blockChunks(): Plugin {
  let root = process.cwd();
  return {
    name: "storefront:block-chunks",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      const file = id.split("?")[0]!;
      if (!options?.ssr || !DEFINITION_FILE.test(file)) return null;
      const replacements: { start: number; end: number; text: string }[] = [];
      for (const match of code.matchAll(COMPONENT_LOADER)) {
        const resolved = await this.resolve(match[2]!, file);
        if (!resolved) continue;
        const moduleId = path.relative(root, resolved.id.split("?")[0]!).split(path.sep).join("/");
        replacements.push({
          start: match.index,
          end: match.index + match[0].length,
          text: `component: Object.assign(() => import(${JSON.stringify(match[2])}), { moduleId: ${JSON.stringify(moduleId)} })`,
        });
      }
      if (replacements.length === 0) return null;
      let out = code;
      for (const replacement of replacements.reverse()) {
        out = out.slice(0, replacement.start) + replacement.text + out.slice(replacement.end);
      }
      return { code: out, map: null };
    },
  };
}
