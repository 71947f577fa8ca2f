import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener, serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createStorefrontApp } from "./storefront-app.ts";
import { previewAllowedOrigins } from "../src/preview/preview-mode.server.ts";
import { createBackendApp } from "../backend/app.ts";
import { databaseOptionsFromEnv, openDatabase } from "../backend/db/database.ts";
import { seedIfEmpty } from "../backend/seed/load-seed.ts";
import { contentRootsFromEnv, loadContentFixtures } from "../backend/content/content-fixtures.ts";
import { hashLegacyGiftCardPins } from "../backend/checkout/payment-store.ts";

/**
 * `npm start`: the storefront on PORT (default 3000) and the reference backend on BACKEND_PORT
 * (default 3001), in one process. `--dev` serves the app through Vite with hot reload.
 */
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const backendPort = Number(process.env.BACKEND_PORT ?? 3001);
const host = process.env.HOST ?? "127.0.0.1";
// The editors' workbench is served on a port of its own too, so that it and the preview it
// frames are two origins as with a real content tool: WORKBENCH_PORT, by default 3002 next to
// the default PORT (a storefront on another port gets none unless asked: "off" for none).
const workbenchSetting = process.env.WORKBENCH_PORT ?? (process.env.PORT ? "off" : "3002");
const workbenchPort = workbenchSetting === "off" ? undefined : Number(workbenchSetting);
process.env.BACKEND_PORT = String(backendPort);
process.env.STOREFRONT_ORIGIN ??= `http://127.0.0.1:${port}`;
if (workbenchPort !== undefined) process.env.PREVIEW_ALLOWED_ORIGINS ??= `http://127.0.0.1:${workbenchPort},http://localhost:${workbenchPort}`;
// With preview on, the workbench saves drafts through the content admin endpoint: a token made
// for this process when none is configured (it never leaves the server).
// A malformed allow-list fails here, at start, not on the first preview request.
previewAllowedOrigins();
if (process.env.PREVIEW_TOKEN && !process.env.CONTENT_ADMIN_TOKEN) process.env.CONTENT_ADMIN_TOKEN = randomBytes(24).toString("base64url");
// In development every request reads content afresh, so edits to content and to block code
// (whose server renders are kept with the resolved document) show at once.
if (dev) process.env.CONTENT_CACHE_TTL_MS ??= "0";

async function main() {
  // npm start keeps its data on disk; tests use memory (DATA_DIR=memory) or DATABASE_URL.
  process.env.DATA_DIR ??= ".data/db";
  const database = await openDatabase(databaseOptionsFromEnv());
  // A new database is filled from fixtures/commerce (catalogue, stores, test accounts…).
  const seeded = await seedIfEmpty(database.db);
  if (seeded) console.log(`Seeded the ${database.kind} database: ${seeded.products} products, ${seeded.stores} stores, ${seeded.consumers} test accounts`);
  const rehashed = await hashLegacyGiftCardPins(database.db);
  if (rehashed) console.log(`Hashed ${rehashed} gift card PINs kept in clear by an older version`);
  // Content fixtures into the database before the first request (editors' drafts are kept: backend/content/README.md).
  const content = await loadContentFixtures(database.db, contentRootsFromEnv());
  console.log(`Content: ${content.documents} fixture documents (${content.published} published and ${content.drafts} drafts written, ${content.unpublished} unpublished, ${content.keptEditorDrafts} editor drafts kept)`);
  if (content.ignored.length) console.log(`Content: ignored files that name no document: ${content.ignored.join(", ")}`);
  const backendApp = createBackendApp({ database }).app;
  const backend = serve({ fetch: backendApp.fetch, port: backendPort, hostname: host });
  // Commerce calls go to COMMERCE_API_URL when set, else to the embedded backend in-process.
  const commerceUrl = process.env.COMMERCE_API_URL;
  const commerce = {
    upstream: commerceUrl ? (request: Request) => fetch(request) : (request: Request) => Promise.resolve(backendApp.fetch(request)),
    baseUrl: commerceUrl ?? `http://127.0.0.1:${backendPort}`,
    clientId: process.env.COMMERCE_CLIENT_ID ?? "ridgeline-storefront",
    accessKey: process.env.COMMERCE_ACCESS_KEY,
  };

  let server;
  if (dev) {
    const vite = await import("vite").then(({ createServer: createVite }) =>
      createVite({ server: { middlewareMode: true }, appType: "custom" }),
    );
    const app = createStorefrontApp({
      mode: "development",
      commerce,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const listener = getRequestListener(app.fetch);
    server = createServer((request: IncomingMessage, response: ServerResponse) => vite.middlewares(request, response, () => listener(request, response)));
  } else {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    const app = createStorefrontApp({ mode: "production", build, clientDir: path.join(buildDir, "client"), commerce });
    server = createServer(getRequestListener(app.fetch));
  }
  server.listen(port, host, () => {
    console.log(`Storefront on http://localhost:${port}  (reference backend on http://localhost:${backendPort})`);
  });
  const workbenchServer = workbenchPort === undefined ? undefined : createServer(server.listeners("request")[0] as Parameters<typeof createServer>[1]);
  workbenchServer?.on("error", (error) => console.error(`[workbench] cannot listen on ${workbenchPort}: ${error.message}`));
  workbenchServer?.listen(workbenchPort, host, () => {
    if (process.env.PREVIEW_TOKEN) console.log(`Workbench on http://localhost:${workbenchPort}/workbench?previewToken=…`);
  });

  const stop = () => {
    workbenchServer?.close();
    server.close();
    backend.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
