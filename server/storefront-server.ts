import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createStorefrontServices } from "../src/app/create-storefront-services.server.ts";
import type { StorefrontConfig } from "./config.ts";
import { createStorefrontApp } from "./storefront-app.ts";
import { serverCommerceFetch, withTimeout, type Upstream } from "./bff/upstream.ts";

export interface StorefrontServer {
  close(): Promise<void>;
}

/**
 * Starts the storefront on its port (and the workbench's): the production build, or with `dev`
 * the app through Vite with hot reload. `upstream` is how requests to the commerce and content
 * services travel: `fetch` to their URLs, or the launcher's in-process reference backend.
 */
export async function startStorefront(config: StorefrontConfig, upstream: Upstream = (request, init) => fetch(request, init)): Promise<StorefrontServer> {
  const commerce = {
    // Every call to the commerce API and the engine is bounded (UPSTREAM_TIMEOUT_MS).
    upstream: withTimeout(upstream),
    baseUrl: config.commerce.url ?? `http://127.0.0.1:${config.backendPort}`,
    clientId: config.commerce.clientId,
    accessKey: config.commerce.accessKey,
  };
  const services = createStorefrontServices({
    settings: config.storefront,
    content: { url: config.content.url, publishedTtlMs: config.content.publishedTtlMs, staleIfErrorMs: config.content.staleIfErrorMs, fetch: upstream, previewCredential: config.content.adminToken },
    commerce: { url: commerce.baseUrl, fetch: serverCommerceFetch(commerce) },
  });
  const shared = { commerce, services, secureCookies: config.secureCookies, behindTls: config.behindTls, clientIngest: config.clientIngest, contentAdminToken: config.content.adminToken };

  let server: Server;
  if (config.mode === "development") {
    const vite = await import("vite").then(({ createServer: createVite }) => createVite({ server: { middlewareMode: true }, appType: "custom" }));
    const app = createStorefrontApp({ ...shared, mode: "development", build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild> });
    const listener = getRequestListener(app.fetch);
    server = createServer((request: IncomingMessage, response: ServerResponse) => vite.middlewares(request, response, () => listener(request, response)));
  } else {
    const build = (await import(pathToFileURL(path.join(config.buildDir, "server/index.js")).href)) as ServerBuild;
    const app = createStorefrontApp({ ...shared, mode: "production", build, clientDir: path.join(config.buildDir, "client") });
    server = createServer(getRequestListener(app.fetch));
  }
  await listen(server, config.port, config.host);
  console.log(`Storefront on http://localhost:${config.port}`);

  let workbench: Server | undefined;
  if (config.workbenchPort !== undefined) {
    workbench = createServer(server.listeners("request")[0] as Parameters<typeof createServer>[1]);
    try {
      await listen(workbench, config.workbenchPort, config.host);
      if (config.storefront.preview.token) console.log(`Workbench on http://localhost:${config.workbenchPort}/workbench?previewToken=…`);
    } catch (error) {
      console.error(`[workbench] cannot listen on ${config.workbenchPort}: ${(error as Error).message}`);
      workbench = undefined;
    }
  }
  return {
    close: async () => {
      await Promise.all([server, workbench].map((open) => open && new Promise<void>((resolve) => open.close(() => resolve()))));
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
