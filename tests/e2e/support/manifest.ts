import { readFileSync } from "node:fs";

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The client chunk file of each block type's component module (from the Vite manifest). */
export function blockChunkFiles(): Record<string, string> {
  const manifest = JSON.parse(readFileSync("build/client/.vite/manifest.json", "utf8")) as Manifest;
  const files: Record<string, string> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = /^src\/blocks\/([^/]+)\/\1\.tsx$/.exec(source);
    if (match) files[match[1]!] = chunk.file;
  }
  return files;
}

/** The stylesheets a block type's code brings (its component chunk's CSS, from the Vite manifest). */
export function blockStylesheetFiles(type: string): string[] {
  const manifest = JSON.parse(readFileSync("build/client/.vite/manifest.json", "utf8")) as Manifest;
  return (manifest[`src/blocks/${type}/${type}.tsx`] ?? manifest[`src/commerce/screens/${type}/${type}.tsx`])?.css ?? [];
}
