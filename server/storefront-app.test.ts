import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import type { ServerBuild } from "react-router";
import { testStorefrontServices } from "../src/app/testing/storefront-services.ts";
import { expectConsole } from "../tests/setup/fail-on-console.ts";
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

test.each([
  ["/de-de/cart", "de-DE", "Etwas ist schiefgelaufen. Wir konnten diese Seite nicht laden. Bitte versuchen Sie es gleich noch einmal."],
  ["/fr-ca/p/jacket", "fr-CA", "Une erreur s’est produite. Nous n’avons pas pu charger cette page. Veuillez réessayer dans un instant."],
  ["/en-gb", "en-GB", "Something went wrong. We could not load this page. Please try again in a moment."],
  ["/xx-yy/cart", "en", "Something went wrong. We could not load this page. Please try again in a moment."],
])("a request nothing answered (%s) gets the plain 500 text in its site's language", async (pathname, language, text) => {
  expectConsole("error", /\[storefront\] unhandled/);
  const response = await app.request(pathname);
  expect(response.status).toBe(500);
  expect(response.headers.get("content-language")).toBe(language);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
  expect(await response.text()).toBe(text);
});
