import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { blockChunks } from "./tools/block-chunks-plugin.ts";
import { shopperChunkGroups } from "./tools/shopper-chunks.ts";
import { precompressAssets } from "./tools/precompress-plugin.ts";

/** The chunks of block schemas: `loadSchema: () => import("./schema.ts")` in each block definition. */
const SCHEMA_CHUNK = /(^|\/)schema-[\w-]+\.js$/;

/** Storybook builds the stories with this file too: its own entries, chunked its own way. */
const storybook = process.argv.some((argument) => /(^|[\\/])storybook([\\/]|$)/.test(argument));

/**
 * Content pages' browser entry (decision 0041), built as an entry chunk of the browser build
 * beside React Router's: the server finds it in the manifest (src/app/block-assets.server.ts).
 */
const documentEntry = (): Plugin => ({
  name: "document-entry",
  apply: "build",
  applyToEnvironment: (environment) => environment.config.consumer === "client",
  buildStart() {
    if (!storybook) this.emitFile({ type: "chunk", id: "src/app/document/document-entry.client.tsx", name: "document-entry" });
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [blockChunks(), reactRouter(), documentEntry(), precompressAssets()],
  build: {
    // The server reads the manifest to preload the chunks of the block types a page uses.
    manifest: true,
    // A block's schema (zod) is editor code, loaded in the preview only: its import is left without
    // the list of chunks to fetch beside it, a list every shopper's page carried in its shell
    // (47 schemas, some 7 KB of file names); the preview fetches the schema's imports as it
    // parses it. Every other lazy import keeps its list (no request waterfall when a block wakes).
    modulePreload: { resolveDependencies: (file, dependencies) => (SCHEMA_CHUNK.test(file) ? [] : dependencies) },
    sourcemap: process.env.BUNDLE_SOURCEMAP === "1",
    // Browsers only: the server's build is one process's modules, its chunking costs nothing.
    rolldownOptions: isSsrBuild || storybook ? {} : { output: { codeSplitting: { groups: shopperChunkGroups() } } },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
}));
