import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    previewToken: string;
  }
}

export const E2E_PREVIEW_TOKEN = "e2e-preview-token";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitFor(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The storefront exited early:\n${output()}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The storefront did not answer at ${url} in 30 s:\n${output()}`);
}

/** Starts the production server on free ports with the e2e fixture pages added. */
export default async function setup(project: TestProject) {
  if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first (npm test does).");
  const [port, backendPort] = [await freePort(), await freePort()];
  let log = "";
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      BACKEND_PORT: String(backendPort),
      PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
      CONTENT_FIXTURE_DIRS: "fixtures/content:tests/e2e/fixtures/content",
      DATA_DIR: "memory",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/`, server, () => log);
  project.provide("baseUrl", baseUrl);
  project.provide("previewToken", E2E_PREVIEW_TOKEN);
  return () => {
    server.kill("SIGTERM");
  };
}
