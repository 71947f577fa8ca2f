import { randomBytes } from "node:crypto";
import { serve } from "@hono/node-server";
import { backendSettings, startBackend } from "../backend/index.ts";
import { storefrontConfig } from "./config.ts";
import { exitOnStartFailure, stopOnSignal } from "./lifecycle.ts";
import { startStorefront } from "./storefront-server.ts";

/**
 * `npm start` (and `npm run dev` with `--dev`): the storefront and, unless COMMERCE_API_URL
 * names another commerce API, the reference backend with its embedded database and fixture
 * content, in one process. The backend listens on BACKEND_PORT like `npm run backend` does, and
 * the storefront's calls to it stay in the process (no socket); both go through the backend's
 * public face only (backend/index.ts).
 */
async function main() {
  const config = storefrontConfig({ dev: process.argv.includes("--dev") });
  if (config.commerce.url) {
    console.log(`Commerce and content from ${config.commerce.url} (COMMERCE_API_URL); no reference backend started`);
    const storefront = await startStorefront(config);
    return stopOnSignal(() => storefront.close());
  }

  const settings = backendSettings();
  // With preview on, the workbench saves drafts through the content admin endpoint: a token is
  // made for this process when none is configured (it never leaves the server).
  const adminToken = config.content.adminToken ?? settings.contentAdminToken ?? (config.storefront.preview.token ? randomBytes(24).toString("base64url") : undefined);
  const backend = await startBackend({ ...settings, contentAdminToken: adminToken });
  const backendServer = serve({ fetch: backend.app.fetch, port: settings.port, hostname: settings.host });
  console.log(`Reference backend on http://localhost:${settings.port} (${backend.database.kind} database)`);
  const inProcess = (request: Request) => Promise.resolve(backend.app.fetch(request));
  const storefront = await startStorefront({ ...config, backendPort: settings.port, content: { ...config.content, adminToken } }, inProcess);
  stopOnSignal(async () => {
    await storefront.close();
    backendServer.close();
    await backend.close();
  });
}

main().catch(exitOnStartFailure);
