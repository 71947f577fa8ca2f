/**
 * `npm run bench:render`: server render of a generated 300-block page by the engine, by
 * direct JSX and by Puck. See bench/render-core.tsx for the benchmark itself.
 *
 * Block components import CSS modules and the engine imports the `#sanitize` alias, which
 * plain tsx cannot load, so the benchmark goes through Vite (without the project's
 * vite.config.ts and its React Router plugin). Dependencies such as React stay external:
 * Node loads them, in production mode since NODE_ENV is set before anything loads them.
 *
 * Options:
 *   --loader build  (default) bundle bench/render-core.tsx with `vite build --ssr` into
 *                   node_modules/.cache (removed after the run) and import the bundle: the project code runs as in the production
 *                   server bundle (scope-hoisted, plain ESM).
 *   --loader dev    load it with Vite's dev SSR loader (`ssrLoadModule`): no build step, but
 *                   every cross-module reference goes through a getter of Vite's module runner.
 *   --rounds N      measured rounds (default 200), --warmup N warm-up renders each (default 30)
 *   --short         CI, every submission: 20 rounds after 5 warm-ups. Ratios are printed, never
 *                   gated (timings on a shared machine are no verdict); a page that does not
 *                   validate or a bench that cannot run exits 1.
 */
process.env.NODE_ENV = "production";

import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ViteDevServer } from "vite";
// Types only: the modules themselves are loaded through Vite, after NODE_ENV is set.
import type * as CoreModule from "./render-core.tsx";

type Core = typeof CoreModule;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}
const loaderIndex = process.argv.indexOf("--loader");
const loader = loaderIndex >= 0 ? process.argv[loaderIndex + 1] : "build";
if (loader !== "build" && loader !== "dev") throw new Error(`--loader must be "build" or "dev", not "${loader}"`);
const short = process.argv.includes("--short");
const options = { rounds: option("rounds", short ? 20 : 200), warmup: option("warmup", short ? 5 : 30) };

const root = fileURLToPath(new URL("..", import.meta.url));
// Imported only now, after NODE_ENV is set (static imports would be evaluated first).
const vite = await import("vite");
const { blockChunks } = await import("../tools/block-chunks-plugin.ts");
const shared = {
  root,
  configFile: false as const,
  logLevel: "error" as const,
  clearScreen: false,
  plugins: [blockChunks()],
  css: { modules: {} },
};

/** React and react-dom are external: Node loaded them, and must have run the production builds. */
function checkReactIsProduction() {
  // Node's ESM-CJS interop also lists the `.development.js` files in require.cache, because it
  // pre-parses both branches of `react/index.js` for export names, but it never runs them.
  const require = createRequire(import.meta.url);
  const loaded = Object.entries(require.cache)
    .filter(([file, module]) => module?.loaded && /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file))
    .map(([file]) => file);
  const development = loaded.filter((file) => file.includes(".development."));
  const reactProduction = require.resolve("react").replace(/index\.js$/, "cjs/react.production.js");
  if (loaded.length === 0 || development.length || require.cache[reactProduction]?.exports !== require("react")) {
    throw new Error(`React must be loaded from node_modules in production mode; loaded: ${loaded.join(", ") || "(nothing)"}`);
  }
  return `react ${require("react/package.json").version}, production builds: ${loaded.map((file) => path.basename(file)).join(", ")}`;
}

interface Loaded {
  core: Core;
  close: () => Promise<void>;
}

async function withBuild(): Promise<Loaded> {
  // Inside the project, so that the bundles' bare imports (react, zod, …) resolve to node_modules.
  const outDir = (name: string) => path.join(root, "node_modules", ".cache", `bench-render-${process.pid}`, name);
  const bundle = async (name: string, entry: string) => {
    await vite.build({
      ...shared,
      mode: "production",
      build: {
        ssr: path.join(root, entry),
        outDir: outDir(name),
        emptyOutDir: true,
        minify: false,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: "[name].js" } },
      },
    });
    return import(pathToFileURL(path.join(outDir(name), `${path.basename(entry, path.extname(entry))}.js`)).href);
  };
  const started = performance.now();
  const core = (await bundle("core", "bench/render-core.tsx")) as Core;
  console.log(`loader: vite build --ssr (${(performance.now() - started).toFixed(0)} ms) → ${path.dirname(outDir("core"))}`);
  return {
    core,
    close: async () => (await import("node:fs/promises")).rm(path.dirname(outDir("core")), { recursive: true, force: true }),
  };
}

async function withDevServer(): Promise<Loaded> {
  const servers: ViteDevServer[] = [];
  const start = async () => {
    const server = await vite.createServer({
      ...shared,
      appType: "custom",
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    servers.push(server);
    // The JSX of the benchmark and of the blocks must compile for production (jsx, not jsxDEV).
    const sample = await server.transformRequest("/src/blocks/banner/banner.tsx", { ssr: true });
    if (!sample || sample.code.includes("jsxDEV")) throw new Error("Vite compiled JSX in development mode: NODE_ENV was not production");
    return server;
  };
  const core = (await (await start()).ssrLoadModule("/bench/render-core.tsx")) as Core;
  console.log("loader: Vite dev SSR (ssrLoadModule)");
  return {
    core,
    close: async () => {
      for (const server of servers) await server.close();
    },
  };
}

let exitCode = 1;
let close: (() => Promise<void>) | undefined;
try {
  const loaded = loader === "build" ? await withBuild() : await withDevServer();
  close = loaded.close;
  console.log(checkReactIsProduction());
  exitCode = await loaded.core.run(options);
} catch (error) {
  console.error(error);
} finally {
  await close?.();
}
process.exit(exitCode);
