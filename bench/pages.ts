/**
 * `npm run bench:pages`: server-side rendering throughput (issue 17). Pages per second and
 * latency (p50, p99) of the production server rendering the home page and a product page under
 * 50 concurrent connections, each against the floor: the same HTML, fetched once from the
 * server, served as a static file by a minimal node:http server in the same run.
 *
 * Three processes, so that none measures another's work: the production server (`npm run build`
 * first; started as the browser tests start it, on free ports, with the reference backend on an
 * in-memory database), the floor server (this file again, with `--floor`: each page's bytes read
 * once into memory, answered with a content length and keep-alive, nothing else), and this
 * process, the load generator (autocannon). Every request is a first visit: no cookies, so the
 * server makes a visitor id and a CSRF cookie for each one, as for a shopper's first page view.
 * The server has no request rate limit on pages (its attempt limits count failed sign-ins, PINs
 * and order look-ups only), so the load is never throttled.
 *
 * Each target gets a warm-up (not counted), then a measured run; the ratio column is the floor's
 * pages/s over the page's (how many times slower rendering is than sending bytes).
 *
 * Options: --duration SECONDS per target (default 10), --warmup SECONDS (default 2),
 * --connections N (default 50).
 * `--short` (CI, every submission): 3 s per target after 1 s, 10 connections (at 20, a product
 * page took over 2 s under load on the shared machine, and a 2 s run counted none). Timings are
 * printed, never gated (a shared machine is no verdict); a bench that cannot run, a page that
 * does not answer 200, or any failed request exits 1. A run that completes no page prints no
 * ratio (requests still in flight when a run ends are not counted, nor failed).
 * Bounded: about (warm-up + duration) × 4 targets + the server's start (under a minute).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startStorefront } from "../tests/e2e/support/storefront-server.ts";
import { runBounded, textTable } from "./bench-run.ts";

const PAGES = [
  { name: "home", path: "/en-us" },
  { name: "product", path: "/en-us/p/summit-parka-NF0A3C8D?color=BLK" },
];

// ---- the floor server (child process) ----------------------------------------------------------

/** `--floor`: serves the files named in FLOOR_PAGES (URL path → file) until stdin closes. */
function serveFloor() {
  const pages = new Map(Object.entries(JSON.parse(process.env.FLOOR_PAGES ?? "{}") as Record<string, string>).map(([url, file]) => [url, readFileSync(file)]));
  const server = http.createServer((request, response) => {
    const body = pages.get(request.url ?? "");
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length }).end(body);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, "127.0.0.1", () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
  process.stdin.resume();
  process.stdin.on("end", () => process.exit(0));
}

function startFloor(files: Record<string, string>): Promise<{ baseUrl: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--floor"], { env: { ...process.env, FLOOR_PAGES: JSON.stringify(files) }, stdio: ["pipe", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The floor server exited (${code}) before listening`)));
    child.stdout!.once("data", (chunk: Buffer) => resolve({ baseUrl: `http://127.0.0.1:${chunk.toString().trim()}`, process: child }));
  });
}

// ---- load --------------------------------------------------------------------------------------

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

interface Measured {
  target: string;
  bytes: number;
  pagesPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(url: string, connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 30 });
}

async function measure(target: string, url: string, bytes: number, settings: { connections: number; warmup: number; duration: number }): Promise<Measured> {
  await load(url, settings.connections, settings.warmup);
  const result = await load(url, settings.connections, settings.duration);
  return {
    target,
    bytes,
    pagesPerSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<number> {
  const short = process.argv.includes("--short");
  const settings = { connections: Math.floor(option("connections", short ? 10 : 50)), warmup: option("warmup", short ? 1 : 2), duration: option("duration", short ? 3 : 10) };
  if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first");

  const storefront = await startStorefront();
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    // The floor's copies: each page's HTML as one visitor got it.
    const folder = path.join("node_modules", ".cache", `bench-pages-${process.pid}`);
    mkdirSync(folder, { recursive: true });
    const files: Record<string, string> = {};
    const sizes = new Map<string, number>();
    for (const page of PAGES) {
      const response = await fetch(`${storefront.baseUrl}${page.path}`);
      const html = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      files[page.path] = path.join(folder, `${page.name}.html`);
      writeFileSync(files[page.path]!, html);
      sizes.set(page.path, html.length);
    }
    floor = await startFloor(files);
    process.on("exit", () => rmSync(folder, { recursive: true, force: true }));

    console.log(`bench:pages — node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? "unknown"}); server, floor server and load generator in three processes`);
    console.log(`${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured per target; every request a first visit (no cookies)\n`);

    const rows = [["page", "HTML KB", "pages/s", "p50 ms", "p99 ms", "floor pages/s", "floor p99 ms", "floor/page", "failed"]];
    let failed = 0;
    for (const page of PAGES) {
      const bytes = sizes.get(page.path)!;
      const rendered = await measure(page.name, `${storefront.baseUrl}${page.path}`, bytes, settings);
      const served = await measure(`${page.name} (floor)`, `${floor.baseUrl}${page.path}`, bytes, settings);
      failed += rendered.failed + served.failed;
      rows.push([
        `${page.name} ${page.path}`,
        (bytes / 1024).toFixed(1),
        rendered.pagesPerSecond.toFixed(0),
        rendered.pagesPerSecond > 0 ? String(rendered.p50) : "-",
        rendered.pagesPerSecond > 0 ? String(rendered.p99) : "-",
        served.pagesPerSecond.toFixed(0),
        String(served.p99),
        rendered.pagesPerSecond > 0 ? `${(served.pagesPerSecond / rendered.pagesPerSecond).toFixed(1)}×` : "none done",
        String(rendered.failed + served.failed),
      ]);
    }
    console.log(textTable(rows));
    if (failed) console.log(`\n${failed} requests failed (errors, timeouts or answers other than 2xx)`);
    return failed ? 1 : 0;
  } finally {
    floor?.process.stdin?.end();
    storefront.stop();
  }
}

if (process.argv.includes("--floor")) {
  serveFloor();
} else {
  runBounded("bench:pages", 300_000, main);
}
