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
 * page can preload them in its head: no request waterfall at hydration.
 */
export function blockAssets(types: readonly string[], registry: Registry): BlockAssets {
  const chunks = clientManifest();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  if (!chunks) return { scripts: [], styles: [] };
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    chunk.css?.forEach((css) => styles.add(`/${css}`));
    chunk.imports?.forEach(visit);
  };
  for (const type of types) {
    const moduleId = registry.get(type)?.component.moduleId;
    if (moduleId) visit(moduleId);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
