import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { blockChunks } from "./tools/block-chunks-plugin.ts";
import { shopperChunkGroups } from "./tools/shopper-chunks.ts";

/** Storybook builds the stories with this file too: its own entries, chunked its own way. */
const storybook = process.argv.some((argument) => /(^|[\\/])storybook([\\/]|$)/.test(argument));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [blockChunks(), reactRouter()],
  build: {
    // The server reads the manifest to preload the chunks of the block types a page uses.
    manifest: true,
    sourcemap: process.env.BUNDLE_SOURCEMAP === "1",
    // Browsers only: the server's build is one process's modules, its chunking costs nothing.
    rolldownOptions: isSsrBuild || storybook ? {} : { output: { codeSplitting: { groups: shopperChunkGroups() } } },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
}));
