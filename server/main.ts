import { storefrontConfig } from "./config.ts";
import { exitOnStartFailure, stopOnSignal } from "./lifecycle.ts";
import { startStorefront } from "./storefront-server.ts";

/**
 * The storefront alone, reaching the commerce and content services by URL (COMMERCE_API_URL,
 * CONTENT_API_URL; the reference backend on BACKEND_PORT by default): a real deployment's
 * shape. `npm start` uses the launcher instead (server/launcher.ts), which also starts the
 * reference backend. `--dev` serves the app through Vite with hot reload.
 */
async function main() {
  const storefront = await startStorefront(storefrontConfig({ dev: process.argv.includes("--dev") }));
  stopOnSignal(() => storefront.close());
}

main().catch(exitOnStartFailure);
