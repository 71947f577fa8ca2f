import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startStorefront } from "./storefront-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The reference backend's own origin: tests check what happened there (stock, balances). */
    backendUrl: string;
    /** The editors' workbench: the same server on another port, so another origin. */
    workbenchUrl: string;
    previewToken: string;
  }
}

export const E2E_PREVIEW_TOKEN = "e2e-preview-token";

/** Starts the production server on free ports with the e2e fixture pages added. */
export default async function setup(project: TestProject) {
  if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first (npm test does).");
  // EXPOSE_RESET_TOKEN: the reference backend's mailbox (/mock/outbox) shows the emailed reset link.
  const storefront = await startStorefront({ PREVIEW_TOKEN: E2E_PREVIEW_TOKEN, CONTENT_FIXTURE_DIRS: "fixtures/content:tests/e2e/fixtures/content", EXPOSE_RESET_TOKEN: "true" });
  project.provide("baseUrl", storefront.baseUrl);
  project.provide("backendUrl", storefront.backendUrl);
  project.provide("workbenchUrl", storefront.workbenchUrl);
  project.provide("previewToken", E2E_PREVIEW_TOKEN);
  return storefront.stop;
}
