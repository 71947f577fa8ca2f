import { readFileSync } from "node:fs";
import type { Registry } from "../registry/create-registry.ts";
import { bundleStylesheets } from "./stylesheet-bundles.ts";

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
export function blockAssets(types: readonly string[], registry: Registry, codeTypes: readonly string[], manifestFile: string | undefined, { bundled = true } = {}): BlockAssets {
  const chunks = clientManifest(manifestFile);
  if (!chunks) return { scripts: [], styles: [] };
  const moduleIds = (blockTypes: readonly string[]) => blockTypes.flatMap((type) => registry.get(type)?.component.moduleId ?? []);
  const scripts = [...reachableFrom(chunks, moduleIds(codeTypes)).files];
  const styles = [...reachableFrom(chunks, moduleIds(types)).styles];
  if (!bundled) return { scripts, styles };
  // A page's blocks' styles in one request, without the shell's that every page links already:
  // three render-blocking stylesheets a page (the header's two, the same shell file the root
  // links, and the blocks' bundle).
  const linkedByRoot = rootStylesOf(chunks);
  return { scripts, styles: bundleStylesheets(styles.filter((href) => !linkedByRoot.has(href))) };
}

/** The manifest's key of content pages' browser entry (decision 0041; an entry of the browser build, vite.config.ts). */
export const DOCUMENT_ENTRY_MODULE = "src/app/document/document-entry.client.tsx";

/**
 * A content page's scripts without React Router (decision 0041): the document entry's chunk, then
 * every chunk it imports statically; none without a production build (development keeps the router).
 */
export function documentEntryScripts(manifestFile: string | undefined): string[] {
  const chunks = clientManifest(manifestFile);
  if (!chunks?.[DOCUMENT_ENTRY_MODULE]) return [];
  return [...reachableFrom(chunks, [DOCUMENT_ENTRY_MODULE]).files];
}

/** The chunk files, and their CSS, that the given manifest entries reach by static imports. */
function reachableFrom(chunks: Manifest, keys: readonly string[]): { files: Set<string>; styles: Set<string> } {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.css?.forEach((css) => styles.add(`/${css}`));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { files, styles };
}

// React Router's client build names each route module's chunk so; the root's CSS (the shell's)
// is linked on every page by <Links />.
const ROOT_ROUTE_CHUNK = "src/app/root.tsx?__react-router-build-client-route";
const rootStyles = new WeakMap<Manifest, Set<string>>();

/** The stylesheets every page links already: not repeated in a block bundle. */
function rootStylesOf(chunks: Manifest): Set<string> {
  let styles = rootStyles.get(chunks);
  if (!styles) {
    styles = reachableFrom(chunks, [ROOT_ROUTE_CHUNK]).styles;
    rootStyles.set(chunks, styles);
  }
  return styles;
}
