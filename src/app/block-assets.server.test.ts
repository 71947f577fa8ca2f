import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { registry } from "../blocks/index.ts";
import { blockAssets } from "./block-assets.server.ts";

const moduleOf = (type: string) => registry.get(type)!.component.moduleId!;
let manifestFile: string;

beforeAll(() => {
  // Only production reads a manifest (development's modules come from Vite).
  vi.stubEnv("PROD", true);
  manifestFile = path.join(mkdtempSync(path.join(os.tmpdir(), "manifest-")), "manifest.json");
  writeFileSync(
    manifestFile,
    JSON.stringify({
      "src/app/root.tsx?__react-router-build-client-route": { file: "assets/root-R.js", imports: ["_shell.js"] },
      "_shell.js": { file: "assets/shell-S.js", css: ["assets/shell-S.css"] },
      [moduleOf("banner")]: { file: "assets/banner-B.js", imports: ["_shell.js", "_picture.js"], css: ["assets/banner-B.css"] },
      "_picture.js": { file: "assets/picture-P.js", css: ["assets/picture-P.css"] },
      [moduleOf("hero")]: { file: "assets/hero-H.js", imports: ["_picture.js"], css: ["assets/hero-H.css"] },
      [moduleOf("spacer")]: { file: "assets/spacer-X.js", imports: ["_shell.js"], css: ["assets/spacer-X.css"] },
      [moduleOf("mega-menu")]: { file: "assets/mega-menu-M.js", imports: ["_shell.js"], css: ["assets/mega-menu-M.css"] },
    }),
  );
});
afterAll(() => vi.unstubAllEnvs());

test("a page's block styles are one bundle without the shell's, which the root links on every page", () => {
  const assets = blockAssets(["banner", "hero"], registry, ["hero"], manifestFile);
  expect(assets.styles).toEqual(["/assets/bundle~banner-B~picture-P~hero-H.css"]);
  expect(assets.scripts).toEqual(["/assets/hero-H.js", "/assets/picture-P.js"]);
});

test("a page with one stylesheet links it as it is", () => {
  expect(blockAssets(["spacer"], registry, [], manifestFile).styles).toEqual(["/assets/spacer-X.css"]);
});

test("unbundled (the header's), the files as they are, the shell's included", () => {
  expect(blockAssets(["mega-menu"], registry, [], manifestFile, { bundled: false }).styles).toEqual(["/assets/mega-menu-M.css", "/assets/shell-S.css"]);
});
