import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { blockChunks } from "./tools/block-chunks-plugin.ts";

export default defineConfig({
  plugins: [blockChunks(), reactRouter()],
  build: {
    // The server reads the manifest to preload the chunks of the block types a page uses.
    manifest: true,
  },
  server: { port: Number(process.env.PORT ?? 3000) },
});
