import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import type { ServerBuild } from "react-router";
import { testStorefrontServices } from "../src/app/testing/storefront-services.ts";
import { createStorefrontApp } from "./storefront-app.ts";

const clientDir = mkdtempSync(path.join(tmpdir(), "storefront-client-"));
mkdirSync(path.join(clientDir, "media"));
writeFileSync(path.join(clientDir, "media", "clip.en.vtt"), "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n[Music]\n");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const app = createStorefrontApp({
  mode: "production",
  // Static files only: no page is rendered here.
  build: () => Promise.reject(new Error("no page build in this test")) as Promise<ServerBuild>,
  clientDir,
  commerce: { upstream: () => Promise.resolve(new Response(null, { status: 503 })), baseUrl: "http://commerce.invalid", clientId: "test" },
  services: testStorefrontServices(),
  secureCookies: false,
});

test("captions files under /media are served as text/vtt (browsers ignore a track of another type)", async () => {
  const response = await app.request("/media/clip.en.vtt");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
  expect(await response.text()).toContain("WEBVTT");
});
