import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function waitFor(url: string, server: ChildProcess, output: () => string) {
  // Generous: a loaded two-core machine takes most of a minute to start the server.
  const deadline = Date.now() + 90_000;
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
  throw new Error(`The storefront did not answer at ${url} in 90 s:\n${output()}`);
}

/**
 * Starts the production storefront (`npm run build` first) with the reference backend on free
 * ports and an in-memory database; answers its base URLs and a stop function.
 */
export async function startStorefront(
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; backendUrl: string; workbenchUrl: string; stop: () => void; log: () => string }> {
  const [port, backendPort, workbenchPort] = [await freePort(), await freePort(), await freePort()];
  let log = "";
  const server = spawn(process.execPath, ["--import", "tsx", "server/launcher.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), BACKEND_PORT: String(backendPort), WORKBENCH_PORT: String(workbenchPort), DATA_DIR: "memory", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/`, server, () => log);
  // The workbench answers on its own port: another origin than the storefront it previews.
  return { baseUrl, backendUrl: `http://127.0.0.1:${backendPort}`, workbenchUrl: `http://127.0.0.1:${workbenchPort}`, stop: () => void server.kill("SIGTERM"), log: () => log };
}
