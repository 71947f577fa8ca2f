import { isTestCode, layerOf, type ImportEdge } from "./project-graph.ts";

/**
 * What each top-level folder may import (docs/architecture.md, "Direction of imports"). A rule
 * answers whether a repo-relative target file is allowed; a folder's own files always are.
 */

/** The backend as other programs may use it: create the app, open the database, seed. */
export const BACKEND_PUBLIC_FACE = "backend/index.ts";
/** The backend's test kit (factories, a backend under test): for tests and benchmarks only. */
const BACKEND_TEST_KIT = "backend/testing/index.ts";

const inLayer = (...layers: string[]) => (target: string) => layers.includes(layerOf(target));
const backendFace = (target: string) => target === BACKEND_PUBLIC_FACE;
const backendFaceOrTestKit = (target: string) => backendFace(target) || target === BACKEND_TEST_KIT;
/** Tools that run the programs (tests, benchmarks, scripts): anything but the backend's insides. */
const tooling = (target: string) => layerOf(target) !== "backend" || backendFaceOrTestKit(target);

export const IMPORT_RULES: Record<string, (target: string) => boolean> = {
  /** The kernel: API contracts, error catalogue, sites, paths, safe URLs, limits. */
  contracts: inLayer("contracts"),
  /** The reference backend: its own program. */
  backend: inLayer("contracts", "backend"),
  /** The storefront: engine, blocks, commerce screens, routes. */
  src: inLayer("contracts", "src"),
  /** The storefront's host: SSR, BFF, front-end API; the backend only through its public face. */
  server: (target) => inLayer("contracts", "src", "server")(target) || backendFace(target),
  tests: tooling,
  bench: tooling,
  scripts: tooling,
  /** Build plugins: nothing of the programs. */
  tools: inLayer("tools"),
  /** Content and catalogue fixtures (their checks read the kernel and the storefront's blocks). */
  fixtures: inLayer("contracts", "src", "fixtures", "tests"),
  /** Storybook's set-up: the storefront's stories. */
  ".storybook": inLayer("contracts", "src", ".storybook"),
  /** Configuration files at the top (vite, vitest, eslint…). */
  root: inLayer("tools", "tests", "root"),
};

/** Test infrastructure and fixture data, which any test, story or test kit may use. */
const TEST_SUPPORT = /^(tests\/(setup|support)\/|fixtures\/)/;

/**
 * The imports that break their folder's rule. A folder's own files are always allowed, and test
 * code (tests, stories, test kits) may also use the shared test set-up and the fixtures.
 */
export function forbiddenImports(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    const layer = layerOf(edge.from);
    if (layer === layerOf(edge.to)) return false;
    if (isTestCode(edge.from) && TEST_SUPPORT.test(edge.to)) return false;
    const rule = IMPORT_RULES[layer];
    return rule === undefined || !rule(edge.to);
  });
}
