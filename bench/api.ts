/**
 * `npm run bench:api`: a load test of the commerce API (issue 17, point 4). Throughput (req/s)
 * and latency (p50, p99) of get-cart, add-item, product search and product details, each directly
 * against the reference backend and through the storefront's BFF (`/api/commerce/...`), against
 * a floor measured in the same run: the backend's readiness route (`GET /ready`), which reads one
 * row by primary key, the least a call of the same stack (HTTP, Hono, the database) can do.
 *
 * The servers run as `npm start` runs them: the launcher (server/launcher.ts) as a child process
 * on the production build (run `npm run build` first; CI runs this after `npm test` built it),
 * NODE_ENV=production, on free loopback ports, the backend on PGlite in memory; then, when a
 * PostgreSQL server is named (DATABASE_URL or `--database URL`), again on a new database made
 * on that server for the run and dropped after it (else it prints that PostgreSQL was skipped).
 * In the launcher the BFF calls the backend in process; `--split` runs the backend and the
 * storefront as two processes instead (`npm run backend`, `npm run storefront` with
 * COMMERCE_API_URL), so the BFF's upstream is an HTTP hop through its keep-alive pool.
 *
 * The load generator is autocannon, in this process. Every connection is one guest shopper with
 * a cart of its own, holding 5 lines of seed products before the runs: a bearer token for the
 * direct calls; for the BFF, the session and CSRF cookies a browser keeps (updated from every
 * answer) and the CSRF header on mutations. Each connection sends its next request as soon as
 * the previous answer is read. The floor has a warm-up (not counted), then one measured run.
 * Each call has a warm-up each way, then `--rounds` measured rounds that share `--duration`:
 * in every round one run direct and one via the BFF, back to back (which goes first alternates),
 * so that both see the shared machine over the same seconds. A run sees no latency longer than
 * itself (autocannon drops what is in flight when its time is up), hence rounds of 2 s. Every
 * run starts once the servers have finished what the run before left in flight (`settle`);
 * latencies are of 2xx answers, from autocannon's per-response timings (sub-millisecond), to
 * requests sent after the run's first 250 ms (a quarter of a shorter run): at its start every
 * connection opens and sends at once, a burst whose queue alone made the p99 of a 2 s round.
 *
 * Columns: a call's figures pool its rounds (all their answers, seconds and CPU time): req/s,
 * p50, p99, and `CPU ms/call`, the CPU time (user and system) the server processes used during
 * the runs over their 2xx answers (Linux's /proc): what a call costs the servers, which other
 * jobs on a shared machine change less than its latency; and on PostgreSQL `DB CPU ms/call`, the
 * same of the server's sessions on the run's database (when the server runs on this machine;
 * "-" otherwise, and on PGlite, whose work is in the servers' figure); `load gen. CPU ms/call`,
 * the same of this process, autocannon's: the share of the two cores the servers did not get.
 * `× floor req/s` is the floor's req/s over the scenario's (how many times fewer calls),
 * `× floor p99` the scenario's p99 over the floor's. On the via-BFF rows, `BFF ÷ direct` of
 * p99, req/s and CPU per call: pooled BFF over pooled direct, with the lowest and highest of the
 * rounds' own ratios in brackets (goal: p99 at most 1.30×, i.e. the BFF adding at most 30 %;
 * goal for get-cart and add-item: p99 under 50 ms at 50 connections on PostgreSQL). Two runs
 * seconds apart differ by up to 2× on a shared machine, which is why direct and BFF share
 * their seconds. Timings are printed, never gated.
 *
 * Options: --duration SECONDS (measured per call and way, default 6), --rounds N (default 3),
 * --warmup SECONDS (default 1), --connections N (default 50), --database POSTGRES_URL (default
 * DATABASE_URL), --only pglite|postgres, --split, --calls get-cart,… (only those calls, and the
 * floor), --profile DIR (the servers run with `--cpu-prof` and write their profiles there when
 * stopped: open them in Chrome's DevTools), --port N (the storefront on port N, the backend on
 * N + 1, for a machine that gives each job a range; free ports by default).
 * `--short` (CI): 0.5 s warm-ups, 2 rounds of 0.5 s, 20 connections.
 * Exits 1 if the servers cannot start or any measured request failed (an error, a timeout or an
 * answer other than 2xx). Bounded: per database, the servers' start (up to a minute on a loaded
 * machine), the shoppers' setup, and per call and way (warm-up + duration + settling after each
 * of 1 + rounds runs); `--short` on both databases took 85–102 s on the shared 2-core machine
 * (61–87 s before the rounds), a full run on PostgreSQL 85–95 s. Decisions 0031 and 0032 have
 * figures and profiles.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { bffShopper, directShopper, inBatches, makeShoppers, seedCatalogue, send, type Call, type Shopper } from "./api-shoppers.ts";
import { databaseCpu, scratchDatabase, startServers, type RunningServers } from "./api-servers.ts";
import { runBounded, textTable } from "./bench-run.ts";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const SHORT = process.argv.includes("--short");
const SETTINGS = {
  connections: Math.floor(option("connections", SHORT ? 20 : 50)),
  warmup: option("warmup", SHORT ? 0.5 : 1),
  duration: option("duration", SHORT ? 1 : 6),
  /** How many alternating rounds of direct and via-BFF share `duration`. */
  rounds: Math.floor(option("rounds", SHORT ? 2 : 3)),
  split: process.argv.includes("--split"),
  profileDir: textOption("profile"),
  /** `--calls get-cart,add-item`: only those (and the floor); all by default. */
  calls: textOption("calls")?.split(","),
  /** `--port N`: the storefront on N, the backend on N + 1; free ports by default. */
  firstPort: textOption("port") === undefined ? undefined : Math.floor(option("port", 0)),
};
const LINES = 5;
const QUERIES = ["rain jacket", "jaket", "blue fleece", "hiking boots", "tent", "down parka", "merino", "trail runing shoes", "backpack 30l", "black", "gore-tex", "kids"];

// ---- load ------------------------------------------------------------------------------------

interface Scenario {
  /** The call measured (get-cart …) and how (direct, via BFF). */
  call: string;
  route: "floor" | "direct" | "via BFF";
  /** The shoppers, one per connection. */
  shoppers: Shopper[];
  /** The calls connection `index` cycles through. */
  calls(shopper: Shopper, index: number): Call[];
}

interface Measured {
  call: string;
  route: Scenario["route"];
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The servers' CPU time (user and system) per 2xx answer, in ms: steadier than latency on a shared machine. */
  cpuMs: number;
  /** PostgreSQL's CPU time (its sessions on the run's database) per 2xx answer, in ms; NaN on PGlite or a server elsewhere. */
  dbCpuMs: number;
  /** The load generator's own CPU time (this process) per 2xx answer, in ms: what the servers could not use of the two cores. */
  generatorCpuMs: number;
  failed: number;
  firstFailure?: string;
  /** What the figures are made of, to pool rounds: the 2xx latencies (sorted), seconds, 2xx answers, CPU ms. */
  latencies: number[];
  seconds: number;
  answered: number;
  cpuUsed: number;
  dbCpuUsed: number;
  generatorCpuUsed: number;
}

/** A call's figures over its rounds (their answers pooled), via BFF with its ratios to direct. */
interface Summary extends Measured {
  /** Via BFF: BFF ÷ direct of p99, req/s and CPU per call, pooled over the rounds, with the lowest and highest of the rounds' own ratios. */
  ratios?: Record<"p99" | "requestsPerSecond" | "cpuMs", { pooled: number; rounds: number[] }>;
}

/** The rounds of one route as one run: all their answers, seconds and CPU time together. */
function pooled(rounds: readonly Measured[]): Summary {
  const failed = rounds.find((round) => round.failed > 0);
  const latencies = rounds.flatMap((round) => round.latencies).sort((a, b) => a - b);
  const total = (field: "seconds" | "answered" | "cpuUsed" | "dbCpuUsed" | "generatorCpuUsed") => rounds.reduce((sum, round) => sum + round[field], 0);
  return {
    call: rounds[0]!.call,
    route: rounds[0]!.route,
    requestsPerSecond: total("answered") / total("seconds"),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMs: total("cpuUsed") / total("answered"),
    dbCpuMs: total("dbCpuUsed") / total("answered"),
    generatorCpuMs: total("generatorCpuUsed") / total("answered"),
    failed: rounds.reduce((sum, round) => sum + round.failed, 0),
    firstFailure: failed?.firstFailure,
    latencies,
    seconds: total("seconds"),
    answered: total("answered"),
    cpuUsed: total("cpuUsed"),
    dbCpuUsed: total("dbCpuUsed"),
    generatorCpuUsed: total("generatorCpuUsed"),
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** How long the start of a run of `seconds` is not timed: 250 ms, at most a quarter of the run. */
function rampMs(seconds: number): number {
  return Math.min(250, (seconds * 1000) / 4);
}

/** One autocannon run of `seconds`: each connection its own shopper, cycling through its calls. */
async function load(scenario: Scenario, baseUrl: string, seconds: number, cpuMs: () => number, databaseCpuMs?: () => Promise<Map<number, number>>): Promise<Measured> {
  const latencies: number[] = [];
  let firstFailure: string | undefined;
  let nextClient = 0;
  // A connection's requests are built once, with its shopper's credentials as they are (autocannon
  // then sends the same bytes each time), and built again only when an answer changes them (a
  // browser's cookies): a `setupRequest` hook would rebuild every request, costing the load
  // generator, which shares the machine's two cores with the servers, about a third more CPU per call.
  const requestsOf = (shopper: Shopper, index: number, client: autocannon.Client): autocannon.Request[] =>
    scenario.calls(shopper, index).map((call) => ({
      method: call.method,
      path: `${shopper.prefix}${call.path}`,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      headers: shopper.headers(call.method),
      onResponse: (status, body, _context, headers) => {
        const setCookie = headers?.["set-cookie"] ?? headers?.["Set-Cookie"];
        if (setCookie) {
          shopper.update(Array.isArray(setCookie) ? setCookie : [String(setCookie)]);
          client.setRequests(requestsOf(shopper, index, client));
        }
        if ((status < 200 || status > 299) && !firstFailure) firstFailure = `${call.method} ${call.path}: ${status} ${body.slice(0, 200)}`;
      },
    }));
  const dbCpuBefore = await databaseCpuMs?.();
  const cpuBefore = cpuMs();
  const generatorBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options: autocannon.Options = {
      url: baseUrl,
      connections: SETTINGS.connections,
      duration: seconds,
      pipelining: 1,
      timeout: 30,
      setupClient: (client) => {
        const index = nextClient++;
        client.setRequests(requestsOf(scenario.shoppers[index % scenario.shoppers.length]!, index, client));
      },
    };
    const instance = autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done)));
    // Answers to requests sent in the run's first moments are counted (req/s) but not timed
    // (p50, p99): every connection opens and sends at once, a burst that a steady flow of
    // shoppers never makes, and in a 2 s round its queue was up to 2 % of the answers: the p99.
    const timedFrom = performance.now() + rampMs(seconds);
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300 && performance.now() - responseTime >= timedFrom) latencies.push(responseTime);
    });
    instance.on("reqError", (error) => {
      firstFailure ??= String(error);
    });
  });
  const cpuUsed = cpuMs() - cpuBefore;
  const generator = process.cpuUsage(generatorBefore);
  const generatorCpuUsed = (generator.user + generator.system) / 1000;
  // Per session: one that ended meanwhile is left out (the backend's pool keeps its sessions
  // while calls flow), one that started counts from its start.
  const dbCpuAfter = await databaseCpuMs?.();
  const dbCpuUsed = dbCpuAfter ? [...dbCpuAfter].reduce((sum, [pid, used]) => sum + used - (dbCpuBefore?.get(pid) ?? 0), 0) : Number.NaN;
  latencies.sort((a, b) => a - b);
  return {
    call: scenario.call,
    route: scenario.route,
    requestsPerSecond: result["2xx"] / result.duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMs: cpuUsed / result["2xx"],
    dbCpuMs: dbCpuUsed / result["2xx"],
    generatorCpuMs: generatorCpuUsed / result["2xx"],
    latencies,
    seconds: result.duration,
    answered: result["2xx"],
    cpuUsed,
    dbCpuUsed,
    generatorCpuUsed,
    failed: result.errors + result.timeouts + result.non2xx,
    firstFailure,
  };
}

/** How long each probe takes, once; the time of the slowest. */
async function probe(urls: readonly string[]): Promise<number> {
  let slowest = 0;
  for (const url of urls) {
    const sent = performance.now();
    await (await fetch(url)).arrayBuffer();
    slowest = Math.max(slowest, performance.now() - sent);
  }
  return slowest;
}

/**
 * Waits until the servers have finished what a run left in flight: autocannon drops its
 * connections when its time is up, but the servers still answer every request it had sent (on
 * PGlite, a second's worth or more), and the next run would start behind them. Done when the
 * probes (the floor, the storefront's session) answer within `quickMs` three times in a row; at
 * most 30 s.
 */
async function settle(urls: readonly string[], quickMs: number): Promise<void> {
  const deadline = performance.now() + 30_000;
  for (let quick = 0; quick < 3 && performance.now() < deadline; ) quick = (await probe(urls)) <= quickMs ? quick + 1 : 0;
}

// ---- one database ----------------------------------------------------------------------------

const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(value < 10 ? 2 : 1));

function ratio({ pooled, rounds }: { pooled: number; rounds: number[] }): string {
  const finite = rounds.filter(Number.isFinite);
  return `${pooled.toFixed(2)}×${finite.length ? ` (${Math.min(...finite).toFixed(2)}–${Math.max(...finite).toFixed(2)})` : ""}`;
}

function report(results: readonly Summary[]): string {
  const floor = results.find((result) => result.route === "floor")!;
  const rows = [["scenario", "req/s", "p50 ms", "p99 ms", "CPU ms/call", "DB CPU ms/call", "load gen. CPU ms/call", "× floor req/s", "× floor p99", "BFF ÷ direct p99", "BFF ÷ direct req/s", "BFF ÷ direct CPU", "failed"]];
  for (const result of results) {
    rows.push([
      `${result.call} ${result.route === "floor" ? "" : result.route}`.trim(),
      result.requestsPerSecond.toFixed(0),
      ms(result.p50),
      ms(result.p99),
      ms(result.cpuMs),
      ms(result.dbCpuMs),
      ms(result.generatorCpuMs),
      result === floor ? "1" : result.requestsPerSecond > 0 ? `${(floor.requestsPerSecond / result.requestsPerSecond).toFixed(1)}×` : "none done",
      result === floor ? "1" : `${(result.p99 / floor.p99).toFixed(1)}×`,
      result.ratios ? ratio(result.ratios.p99) : "",
      result.ratios ? ratio(result.ratios.requestsPerSecond) : "",
      result.ratios ? ratio(result.ratios.cpuMs) : "",
      String(result.failed),
    ]);
  }
  return textTable(rows);
}

/** Starts the servers on one database, makes the shoppers, runs every scenario; answers how many requests failed. */
async function benchOne(label: string, databaseUrl: string | undefined): Promise<number> {
  const started = performance.now();
  let servers: RunningServers;
  let database: Awaited<ReturnType<typeof databaseCpu>> | undefined;
  try {
    servers = await startServers({ databaseUrl, split: SETTINGS.split, profileDir: SETTINGS.profileDir, firstPort: SETTINGS.firstPort });
  } catch (error) {
    console.log(`${label}: the servers could not start: ${(error as Error).message}`);
    return 1;
  }
  try {
    const startedIn = (performance.now() - started) / 1000;
    const { variantIds, styleIds, minStock } = seedCatalogue(LINES);
    const directShoppers = await makeShoppers(SETTINGS.connections, () => directShopper(servers.backendUrl));
    const viaBff = await makeShoppers(SETTINGS.connections, () => bffShopper(servers.storefrontUrl));
    const lineOf = (index: number) => variantIds[index % variantIds.length]!;
    // Every cart holds one line of each product before the runs, so that get-cart reads a cart of
    // some size and add-item raises the quantity of an existing line.
    await inBatches([...directShoppers, ...viaBff], async (shopper) => {
      for (const variantId of variantIds) await send(shopper, { method: "POST", path: "/cart/v1/item", body: { basketId: shopper.basketId, productId: variantId, qty: 1 } });
    });
    const getCart = (shopper: Shopper): Call[] => [{ method: "GET", path: `/cart/v1/cart/${shopper.basketId}` }];
    const addItem = (shopper: Shopper, index: number): Call[] => variantIds.map((_, line) => ({ method: "POST", path: "/cart/v1/item", body: { basketId: shopper.basketId, productId: lineOf(index + line), qty: 1 } }));
    const rotate = <T>(list: readonly T[], index: number) => [...list.slice(index % list.length), ...list.slice(0, index % list.length)];
    const search = (_shopper: Shopper, index: number): Call[] => rotate(QUERIES, index).map((query) => ({ method: "GET", path: `/products/v2/search/productSearch?q=${encodeURIComponent(query)}&siteId=RL-US` }));
    const details = (_shopper: Shopper, index: number): Call[] => rotate(styleIds, index).map((style) => ({ method: "GET", path: `/products/v2/products/${style}/details?siteId=RL-US` }));
    for (const shopper of [directShoppers[0]!, viaBff[0]!]) {
      // (The seed's gift-with-purchase promotion may add a bonus line: only bought lines count.)
      const cart = (await send(shopper, getCart(shopper)[0]!)) as { items: { bonus: boolean }[] };
      const bought = cart.items.filter((item) => !item.bonus).length;
      if (bought !== LINES) throw new Error(`A prepared cart holds ${bought} lines, not ${LINES}`);
      await send(shopper, search(shopper, 0)[0]!);
      await send(shopper, details(shopper, 0)[0]!);
    }

    // The floor's caller has no credentials: the readiness route needs none.
    const nobody: Shopper = { baseUrl: servers.backendUrl, prefix: "", basketId: "", headers: () => ({}), update: () => {} };
    const floor: Scenario = { call: "floor: GET /ready", route: "floor", shoppers: [nobody], calls: () => [{ method: "GET", path: "/ready" }] };
    const calls = [
      { call: "get-cart", calls: getCart },
      { call: "add-item", calls: addItem },
      { call: "search", calls: search },
      { call: "details", calls: details },
    ].filter(({ call }) => !SETTINGS.calls || SETTINGS.calls.includes(call));
    const shape = SETTINGS.split ? "backend and storefront as two processes (BFF upstream over HTTP)" : "the launcher as `npm start` runs it (BFF upstream in process)";
    console.log(`\n== ${label}: ${shape}; started in ${startedIn.toFixed(1)} s, ${SETTINGS.connections} shoppers each way set up in ${((performance.now() - started) / 1000 - startedIn).toFixed(1)} s; add-item lines hold up to ${minStock}`);

    // What an idle server takes to answer the probes, to know when a run's leftovers are done.
    const probes = [`${servers.backendUrl}/ready`, `${servers.storefrontUrl}/api/session`];
    const idle = Math.min(...(await Promise.all(Array.from({ length: 5 }, () => probe(probes)))));
    const quick = Math.max(5, idle * 3);
    database = databaseUrl ? await databaseCpu(databaseUrl) : undefined;
    const run = async (scenario: Scenario, seconds: number) => {
      const measured = await load(scenario, scenario.route === "via BFF" ? servers.storefrontUrl : servers.backendUrl, seconds, servers.cpuMs, database?.cpuMs);
      await settle(probes, quick);
      return measured;
    };
    await run(floor, SETTINGS.warmup);
    const results: Summary[] = [await run(floor, SETTINGS.duration)];
    const round = SETTINGS.duration / SETTINGS.rounds;
    for (const { call, calls: callsOf } of calls) {
      const direct: Scenario = { call, route: "direct", shoppers: directShoppers, calls: callsOf };
      const bff: Scenario = { call, route: "via BFF", shoppers: viaBff, calls: callsOf };
      await run(direct, SETTINGS.warmup);
      await run(bff, SETTINGS.warmup);
      // Direct and via BFF alternate, each round's first one by turns, so that both see the
      // machine as it is over the same seconds; the ratio is taken within each round.
      const rounds: { direct: Measured; bff: Measured }[] = [];
      for (let index = 0; index < SETTINGS.rounds; index++) {
        if (index % 2 === 0) {
          const first = await run(direct, round);
          rounds.push({ direct: first, bff: await run(bff, round) });
        } else {
          const first = await run(bff, round);
          rounds.push({ direct: await run(direct, round), bff: first });
        }
      }
      const [directFigures, bffFigures] = [pooled(rounds.map((pair) => pair.direct)), pooled(rounds.map((pair) => pair.bff))];
      const ratioOf = (field: "p99" | "requestsPerSecond" | "cpuMs") => ({ pooled: bffFigures[field] / directFigures[field], rounds: rounds.map((pair) => pair.bff[field] / pair.direct[field]) });
      results.push(directFigures, { ...bffFigures, ratios: { p99: ratioOf("p99"), requestsPerSecond: ratioOf("requestsPerSecond"), cpuMs: ratioOf("cpuMs") } });
    }
    console.log(report(results));
    const failed = results.filter((result) => result.failed > 0);
    for (const result of failed) console.log(`${result.call} ${result.route}: ${result.failed} failed; first: ${result.firstFailure ?? "(no answer: a timeout or a dropped connection)"}`);
    if (failed.length) console.log(`--- the servers' output (last 2000 characters) ---\n${servers.log().slice(-2000)}`);
    return failed.length;
  } catch (error) {
    const cause = (error as Error).cause ? ` (${String((error as Error).cause)})` : "";
    console.log(`${label}: ${(error as Error).message}${cause}\n--- the servers' output ---\n${servers.log().slice(-3000)}`);
    return 1;
  } finally {
    await database?.end();
    await servers.stop();
  }
}

// ---- main ------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first");
  const postgresUrl = textOption("database") ?? process.env.DATABASE_URL;
  console.log(`bench:api — node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? "unknown"}); servers in child processes, autocannon in this one`);
  console.log(`${SETTINGS.connections} connections (one guest shopper each), ${SETTINGS.warmup} s warm-up + ${SETTINGS.duration} s measured in ${SETTINGS.rounds} rounds per call and way; timings are of this machine at this moment (shared cores make them noisy)`);

  const only = textOption("only");
  if (only !== undefined && only !== "pglite" && only !== "postgres") throw new Error(`--only must be pglite or postgres, not "${only}"`);
  if (only === "postgres" && !postgresUrl) throw new Error("--only postgres needs DATABASE_URL or --database");
  let failed = only === "postgres" ? 0 : await benchOne("PGlite (in memory)", undefined);
  if (only === "pglite") return failed ? 1 : 0;
  if (!postgresUrl) {
    console.log("\n== PostgreSQL: skipped (neither DATABASE_URL nor --database names a server)");
    return failed ? 1 : 0;
  }
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  try {
    scratch = await scratchDatabase(postgresUrl);
  } catch (error) {
    console.log(`\n== PostgreSQL: cannot make a database for the run on ${new URL(postgresUrl).host}: ${(error as Error).message}`);
    return 1;
  }
  try {
    failed += await benchOne(`PostgreSQL (${new URL(postgresUrl).host}, database ${new URL(scratch.url).pathname.slice(1)})`, scratch.url);
  } finally {
    await scratch.drop();
  }
  return failed ? 1 : 0;
}

runBounded("bench:api", 420_000, main);
