import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** What is worth compressing: scripts, stylesheets, maps and text formats. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|map|txt|vtt)$/;

/**
 * Writes a gzip (level 9) and a brotli (quality 11) copy beside every compressible file of the
 * browser build (decision 0041), which the static server sends as they are (`precompressed`):
 * smaller than compressing each answer at the default level (1.5–2 % for gzip), and no
 * compression work per request. Brotli's best quality costs seconds once per build, never per
 * request. Files too small to gain keep no copy.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "storefront:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // The bundle holds what was just written: compressed from memory, not read back from disk.
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!COMPRESSIBLE.test(output.fileName)) return;
          const content = Buffer.from(output.type === "chunk" ? output.code : output.source);
          if (content.length < 1024) return;
          const full = path.join(outDir, output.fileName);
          const [gzipped, brotlied] = await Promise.all([
            gzip(content, { level: 9 }),
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          ]);
          await Promise.all([writeFile(`${full}.gz`, gzipped), writeFile(`${full}.br`, brotlied)]);
        }),
      );
    },
  };
}
