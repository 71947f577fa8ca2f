/**
 * `npm run bench:api`: throughput and latency of two cart calls, get-cart and add-item, both
 * directly against the reference backend and through the storefront's BFF, on loopback; and of
 * product search (typos, colours, categories) and product details on the seed catalogue.
 *
 * Everything runs in this process: the backend on an in-memory PGlite database (a few products
 * with large stock), served on a free loopback port, and a storefront app with only the BFF
 * mounted at `/api` on another, whose upstream is a real HTTP call to the backend's port. Every
 * one of the CONCURRENCY workers is a separate guest shopper with its own cart: a bearer token
 * for the direct calls; for the BFF, cookies (session and CSRF) carried by hand as a browser
 * would, with the CSRF header on mutations. Each scenario has a short warm-up, then runs for a
 * fixed time; every worker sends its next request as soon as the previous answer is read.
 *
 * The load client is node:http with a keep-alive agent (one socket per worker), not fetch: in
 * Node 20, fetch's (undici's) pool added multi-second tail latencies of its own at 50 concurrent
 * requests on this one event loop while the server's own handling time stayed under 0.5 s, so
 * p99 measured the client. The BFF's upstream is fetch by default, as in `server/main.ts` with
 * COMMERCE_API_URL: that hop is part of what the BFF rows measure (`--upstream http` swaps in
 * the same node:http keep-alive client, to tell the BFF's own cost from fetch's).
 *
 * Options: --duration SECONDS (default 5), --warmup SECONDS (default 1), --connections N (default 50),
 * --upstream fetch|http (default fetch).
 * Exits 1 if any measured request failed. Bounded: about (warm-up + duration) × 7 scenarios + setup.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { createBackendApp, openDatabase } from "../backend/index.ts";
import { cartItems, products, seedIfEmpty, createProduct } from "../backend/testing/index.ts";
import { createBff } from "../server/bff/bff-app.ts";
import { CSRF_HEADER } from "../server/bff/csrf.ts";
import { runBounded } from "./bench-run.ts";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const upstreamIndex = process.argv.indexOf("--upstream");
const UPSTREAM = upstreamIndex >= 0 ? process.argv[upstreamIndex + 1] : "fetch";
if (UPSTREAM !== "fetch" && UPSTREAM !== "http") throw new Error(`--upstream must be "fetch" or "http", not "${UPSTREAM}"`);
const CONCURRENCY = Math.floor(option("connections", 50));
const DURATION_MS = option("duration", 5) * 1000;
const WARMUP_MS = option("warmup", 1) * 1000;
const PRODUCTS = 5;
const STOCK = 10_000_000;
const CLIENT_ID = "bench-api";
const HOST = "127.0.0.1";

// ---- servers ---------------------------------------------------------------------------------

function listen(fetchHandler: (request: Request) => Response | Promise<Response>): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: fetchHandler, port: 0, hostname: HOST }, (info: AddressInfo) => resolve({ server, port: info.port }));
  });
}

async function stop(server: ServerType) {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

// ---- client ----------------------------------------------------------------------------------

interface Answer {
  status: number;
  ok: boolean;
  headers: http.IncomingHttpHeaders;
  setCookies: string[];
  body: Buffer;
}

/** One keep-alive agent for the whole run: a socket per concurrent worker, reused. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, headers: response.headers, setCookies: response.headers["set-cookie"] ?? [], body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The BFF's upstream over the node:http client (`--upstream http`). */
async function httpUpstream(request: Request): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
  const answer = await send(request.url, request.method, headers, body);
  const responseHeaders = new Headers();
  for (const name of ["content-type", "content-disposition", "x-correlation-id"]) {
    const value = answer.headers[name];
    if (typeof value === "string") responseHeaders.set(name, value);
  }
  return new Response(answer.status === 204 || answer.status === 304 ? null : new Uint8Array(answer.body), { status: answer.status, headers: responseHeaders });
}

// ---- shoppers --------------------------------------------------------------------------------

/** A cookie jar for one browser: name → value, updated from every answer's Set-Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  update(answer: Answer) {
    for (const line of answer.setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split("=")[1]!) < Date.now()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

interface Shopper {
  basketId: string;
  send(method: "GET" | "POST", path: string, body?: unknown): Promise<Answer>;
}

function ensureOk(answer: Answer, what: string): unknown {
  const text = answer.body.toString("utf8");
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

/** A guest with a bearer token and a cart, calling the backend directly. */
async function directShopper(backendUrl: string): Promise<Shopper> {
  const headers = { "x-client-id": CLIENT_ID, "content-type": "application/json", accept: "application/json" };
  const token = ensureOk(await send(`${backendUrl}/token/v2/auth/token`, "POST", headers, json({ type: "Guest" })), "guest token") as { accessToken: string };
  const authorised = { ...headers, authorization: `Bearer ${token.accessToken}` };
  const cart = ensureOk(await send(`${backendUrl}/cart/v1/cart`, "POST", authorised, "{}"), "create cart") as { id: string };
  return { basketId: cart.id, send: (method, path, body) => send(`${backendUrl}${path}`, method, authorised, json(body)) };
}

/** A guest browser of the storefront: CSRF token from GET /api/session, session cookies from the first cart call. */
async function bffShopper(storefrontUrl: string): Promise<Shopper> {
  const jar = new CookieJar();
  const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const headers: Record<string, string> = { accept: "application/json", cookie: jar.header() };
    if (method !== "GET") {
      headers["content-type"] = "application/json";
      headers[CSRF_HEADER] = jar.get("rl_csrf") ?? "";
    }
    const answer = await send(`${storefrontUrl}/api${path}`, method, headers, json(body));
    jar.update(answer);
    return answer;
  };
  const session = ensureOk(await call("GET", "/session"), "session") as { csrfToken: string };
  if (jar.get("rl_csrf") !== session.csrfToken) throw new Error("The session answer did not set the CSRF cookie");
  const cart = ensureOk(await call("POST", "/commerce/cart/v1/cart", {}), "create cart through the BFF") as { id: string };
  if (!jar.get("rl_at")) throw new Error("The BFF did not set the session cookies");
  return { basketId: cart.id, send: (method, path, body) => call(method, `/commerce${path}`, body) };
}

// ---- load ------------------------------------------------------------------------------------

interface Scenario {
  name: string;
  shoppers: Shopper[];
  request: (shopper: Shopper, sequence: number) => Promise<Answer>;
}

interface Result {
  scenario: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
  firstError?: string;
}

/** CONCURRENCY workers, each sending its next request as soon as the last answer is read, for `ms`. */
async function run(scenario: Scenario, ms: number): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    scenario.shoppers.map(async (shopper, worker) => {
      for (let sequence = worker; performance.now() < deadline; sequence += scenario.shoppers.length) {
        const sent = performance.now();
        try {
          const answer = await scenario.request(shopper, sequence);
          if (!answer.ok) {
            errors++;
            firstError ??= `${answer.status} ${answer.body.toString("utf8").slice(0, 200)}`;
          }
        } catch (error) {
          errors++;
          firstError ??= String(error);
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return { scenario: scenario.name, requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies, firstError };
}

function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function table(results: readonly Result[]): string {
  const rows = [
    ["scenario", "requests", "errors", "req/s", "p50 ms", "p99 ms"],
    ...results.map((result) => {
      const sorted = [...result.latencies].sort((a, b) => a - b);
      return [result.scenario, String(result.requests), String(result.errors), (result.requests / result.seconds).toFixed(0), percentile(sorted, 50).toFixed(2), percentile(sorted, 99).toFixed(2)];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(rows[0]!), widths.map((width) => "-".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

// ---- main ------------------------------------------------------------------------------------

async function main() {
  const setupStarted = performance.now();
  const database = await openDatabase();
  // The seed catalogue (212 products) for the search and details scenarios.
  await seedIfEmpty(database.db);
  const { app: backendApp } = createBackendApp({ database, contentRoots: [] });
  const variantIds: string[] = [];
  for (let index = 0; index < PRODUCTS; index++) variantIds.push((await createProduct(database.db, { stock: STOCK, price: 2500 + index * 1000 })).variantId);

  const backend = await listen(backendApp.fetch);
  const backendUrl = `http://${HOST}:${backend.port}`;
  const storefrontApp = new Hono();
  storefrontApp.route("/api", createBff({ upstream: UPSTREAM === "http" ? httpUpstream : (request) => fetch(request), baseUrl: backendUrl, clientId: CLIENT_ID }));
  const storefront = await listen(storefrontApp.fetch);
  const storefrontUrl = `http://${HOST}:${storefront.port}`;

  const direct = await Promise.all(Array.from({ length: CONCURRENCY }, () => directShopper(backendUrl)));
  const viaBff = await Promise.all(Array.from({ length: CONCURRENCY }, () => bffShopper(storefrontUrl)));
  const productFor = (sequence: number) => variantIds[sequence % variantIds.length]!;
  const getCart = (shopper: Shopper) => shopper.send("GET", `/cart/v1/cart/${shopper.basketId}`);
  const addItem = (shopper: Shopper, sequence: number) => shopper.send("POST", "/cart/v1/item", { basketId: shopper.basketId, productId: productFor(sequence), qty: 1 });
  // Every cart holds one line of each product before the runs (written straight to the
  // database: setup time is not what is measured), so get-cart reads a cart of realistic size
  // and add-item raises the quantity of an existing line.
  await database.db.insert(cartItems).values([...direct, ...viaBff].flatMap((shopper) => variantIds.map((variantId) => ({ id: randomUUID(), cartId: shopper.basketId, variantId, quantity: 1 }))));
  for (const shopper of [direct[0]!, viaBff[0]!]) {
    // (The seed's gift-with-purchase promotion may add a bonus line: only bought lines count.)
    const cart = ensureOk(await getCart(shopper), "get-cart") as { items: { bonus: boolean }[] };
    const bought = cart.items.filter((item) => !item.bonus).length;
    if (bought !== PRODUCTS) throw new Error(`A prepared cart holds ${bought} lines, not ${PRODUCTS}`);
  }

  // Searches as shoppers type them: words, typos, colours, categories, attributes.
  const queries = ["rain jacket", "jaket", "blue fleece", "hiking boots", "tent", "down parka", "merino", "trail runing shoes", "backpack 30l", "black", "gore-tex", "kids"];
  const seedStyles = (await database.db.select({ id: products.id }).from(products).limit(200)).map((row) => row.id).filter((id) => /^[A-Z0-9]{8}$/.test(id));
  const search = (shopper: Shopper, sequence: number) => shopper.send("GET", `/products/v2/search/productSearch?q=${encodeURIComponent(queries[sequence % queries.length]!)}&siteId=RL-US`);
  const details = (shopper: Shopper, sequence: number) => shopper.send("GET", `/products/v2/products/${seedStyles[sequence % seedStyles.length]}/details?siteId=RL-US`);
  for (const shopper of [direct[0]!, viaBff[0]!]) {
    const found = ensureOk(await search(shopper, 0), "search") as { total?: number; hits?: unknown[] };
    if (!found || typeof found !== "object") throw new Error("search answered nothing");
    ensureOk(await details(shopper, 0), "product details");
  }

  const scenarios: Scenario[] = [
    { name: "get-cart  direct", shoppers: direct, request: getCart },
    { name: "get-cart  via BFF", shoppers: viaBff, request: getCart },
    { name: "add-item  direct", shoppers: direct, request: addItem },
    { name: "add-item  via BFF", shoppers: viaBff, request: addItem },
    { name: "search    direct", shoppers: direct, request: search },
    { name: "search    via BFF", shoppers: viaBff, request: search },
    { name: "details   direct", shoppers: direct, request: details },
  ];
  console.log(`bench:api — node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? "unknown"}), ${database.kind} in memory`);
  console.log(`${CONCURRENCY} concurrent connections per scenario, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s measured; setup ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  console.log(`backend ${backendUrl}, storefront ${storefrontUrl} (BFF upstream: ${UPSTREAM}); ${PRODUCTS} products, ${CONCURRENCY} guest carts each way\n`);

  // Search one request at a time (the "under 50 ms on the seed catalogue"): every query
  // of the list five times, directly against the backend, after the warm-up above.
  const single: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (let index = 0; index < queries.length; index++) {
      const started = performance.now();
      ensureOk(await search(direct[0]!, index), "search");
      single.push(performance.now() - started);
    }
  }
  single.sort((a, b) => a - b);
  console.log(`search, one request at a time: ${single.length} requests, median ${percentile(single, 50).toFixed(1)} ms, p99 ${percentile(single, 99).toFixed(1)} ms, max ${single.at(-1)!.toFixed(1)} ms\n`);

  const results: Result[] = [];
  for (const scenario of scenarios) {
    await run(scenario, WARMUP_MS);
    results.push(await run(scenario, DURATION_MS));
  }
  console.log(table(results));
  const failed = results.filter((result) => result.errors > 0);
  for (const result of failed) console.log(`\n${result.scenario}: first error ${result.firstError}`);

  agent.destroy();
  await stop(storefront.server);
  await stop(backend.server);
  await database.close();
  return failed.length ? 1 : 0;
}

runBounded("bench:api", 120_000, main);
