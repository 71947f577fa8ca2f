import { serve } from "@hono/node-server";
import { ConfigurationError } from "../contracts/environment.ts";
import { backendSettings } from "./config.ts";
import { startBackend } from "./start-backend.ts";

/**
 * `npm run backend`: the reference backend alone (commerce, content and personalisation APIs at
 * the spec's paths) on BACKEND_PORT, for a storefront started apart with COMMERCE_API_URL.
 */
async function main() {
  const settings = backendSettings();
  const backend = await startBackend(settings);
  const server = serve({ fetch: backend.app.fetch, port: settings.port, hostname: settings.host }, () => {
    console.log(`Reference backend on http://${settings.host}:${settings.port} (${backend.database.kind} database)`);
  });
  const stop = () => {
    server.close();
    void backend.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
