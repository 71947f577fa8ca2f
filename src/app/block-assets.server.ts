import { readFileSync } from "node:fs";
import path from "node:path";
import type { Registry } from "../registry/create-registry.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BlockAssets {
  scripts: string[];
  styles: string[];
}

let manifest: Manifest | null | undefined;

/** The client build's Vite manifest; null in development, where Vite serves modules itself. */
function clientManifest(): Manifest | null {
  if (manifest !== undefined) return manifest;
  // A manifest left in build/ by an earlier production build names files Vite does not serve.
  if (!import.meta.env.PROD) return (manifest = null);
  const file = process.env.CLIENT_MANIFEST ?? path.resolve("build/client/.vite/manifest.json");
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch {
    manifest = null;
  }
  return manifest;
}

/**
 * The chunk files (with their static imports and CSS) of the given block types, so that the
 * page can preload them in its head: no request waterfall at hydration. Styles come for every
 * type; scripts only for `codeTypes` (default: all), the types whose code the browser runs as
 * the page hydrates (a block the browser keeps as server HTML needs its CSS, not its code).
 */
export function blockAssets(types: readonly string[], registry: Registry, codeTypes: readonly string[] = types): BlockAssets {
  const chunks = clientManifest();
  if (!chunks) return { scripts: [], styles: [] };
  const collect = (roots: readonly string[]) => {
    const files = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      chunk.css?.forEach((css) => styles.add(`/${css}`));
      chunk.imports?.forEach(visit);
    };
    for (const type of roots) {
      const moduleId = registry.get(type)?.component.moduleId;
      if (moduleId) visit(moduleId);
    }
    return { files, styles };
  };
  return { scripts: [...collect(codeTypes).files], styles: [...collect(types).styles] };
}
