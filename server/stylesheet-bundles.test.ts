import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { stylesheetBundles } from "./stylesheet-bundles.ts";

const clientDir = mkdtempSync(path.join(os.tmpdir(), "bundles-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "banner-AAAA1111.css"), "._banner_1{color:red}");
writeFileSync(path.join(clientDir, "assets", "hero-BBBB2222.css"), "._hero_1{color:blue}");
writeFileSync(path.join(clientDir, "secret.css"), "secret");
const app = new Hono();
app.use("/assets/*", stylesheetBundles(clientDir));
app.get("/assets/*", (c) => c.text("static", 200));

test("a bundle is its files' text in the order it names them, as CSS", async () => {
  const response = await app.request("/assets/bundle~hero-BBBB2222~banner-AAAA1111.css");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
  expect(await response.text()).toBe("._hero_1{color:blue}\n._banner_1{color:red}");
});

test("a bundle naming a file the build does not have is a 404", async () => {
  const response = await app.request("/assets/bundle~banner-AAAA1111~missing-CCCC3333.css");
  expect(response.status).toBe(404);
});

test("a name that could leave the assets folder is no bundle: the static files answer it, nothing is read", async () => {
  const response = await app.request("/assets/bundle~banner-AAAA1111~..%2Fsecret.css");
  expect(await response.text()).toBe("static");
});

test("any other asset is left to the static files", async () => {
  expect(await (await app.request("/assets/banner-AAAA1111.css")).text()).toBe("static");
});
