import { readFileSync } from "node:fs";
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

/** Manifests read, by file: a build's manifest does not change while the server runs. */
const manifests = new Map<string, Manifest | null>();

/**
 * The client build's Vite manifest (`file`, from the storefront's settings); null without one,
 * and always in development, where Vite serves modules itself (a manifest left in build/ by an
 * earlier production build names files Vite does not serve).
 */
function clientManifest(file: string | undefined): Manifest | null {
  if (!import.meta.env.PROD || file === undefined) return null;
  let manifest = manifests.get(file);
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    } catch {
      manifest = null;
    }
    manifests.set(file, manifest);
  }
  return manifest;
}

/**
 * The chunk files (with their static imports and CSS) of the given block types, so that the
 * page can preload them in its head: no request waterfall at hydration. Styles come for every
 * type; scripts only for `codeTypes`, the types whose code the browser runs as the page
 * hydrates (a block the browser keeps as server HTML needs its CSS, not its code). Which types
 * are which is the engine's render plan (src/engine/render-plan.ts); this maps them to files.
 */
export function blockAssets(types: readonly string[], registry: Registry, codeTypes: readonly string[], manifestFile: string | undefined): BlockAssets {
  const chunks = clientManifest(manifestFile);
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
