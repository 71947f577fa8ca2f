/**
 * `npm run bench:lighthouse`: Lighthouse's four category scores (performance, accessibility,
 * best practices, SEO) and FCP, LCP, TBT and CLS of six kinds of page (home, a category, a
 * product, search, cart, a content page) on two sites (en-us, de-de), issue 17.
 *
 * How: the production server (`npm run build` first) started as the browser tests start it, on
 * free ports with the e2e fixture content; each page fetched once (warms the server's caches);
 * then Lighthouse (the npm package, driven programmatically) in its default mode, a phone
 * (Moto G Power screen, 4× CPU slow-down, simulated slow 4G), in one Debian Chromium started by
 * chrome-launcher. Every run of every page loads with an empty cache and storage. The runs go
 * round the pages (page 1..n, then again), so that a slow spell of the shared machine spreads
 * over pages; each figure of a page is the median of its runs, each separately.
 *
 * Targets: performance ≥ 95; accessibility, best practices and SEO 100; CLS 0.
 * Gated (exit 1): accessibility, best practices and SEO below 100, or CLS above 0, on the median.
 * CLS is compared as Lighthouse shows it, to three decimals: 0.001 is a shift and fails, a shift
 * under 0.0005 rounds to 0 and passes. Performance is printed with its range over the runs and not
 * gated: on this shared two-core machine one page's runs spread over up to 20 points, and
 * simulated throttling scales the machine's own slowness into FCP and LCP (decision 0028).
 * A page may leave out an audit that it fails by design (SEO_EXEMPT below, with the reason): its
 * SEO is gated on the score Lighthouse's own weights give without that audit, and the table
 * shows that score with an asterisk and Lighthouse's own beside it.
 *
 * `paint held` is how long after DOMContentLoaded the first paint was observed (Lighthouse's
 * unthrottled load, before simulation). Headless Chromium's compositor stops offering frames to a
 * renderer it finds slow to answer during the load (viz's `ThrottleUnresponsiveClient`, Lighthouse
 * issue #17148, PageSpeed Insights too): the first frame then waits up to one or two seconds with
 * the main thread idle. Simulated FCP and LCP count every request that started before the observed
 * first paint, so a held paint adds every script of the page to them (decision 0039).
 *
 * Options: --runs N (default 3), --pages KIND,… (default all six: home, category, product,
 * search, cart, content), --sites en-us,de-de (default both), --frames-unthrottled (Chromium
 * with `--disable-frame-rate-limit --disable-gpu-vsync`: frames are offered without a frame
 * clock, so no paint is held; a diagnosis of what the page does once it paints, not the gate's
 * figures).
 * `--short` (CI, every submission): one run of home, category, product and search on en-us
 * (about a minute on this machine). The gates hold in every mode; a bench that cannot run (no
 * build, no Chromium, a page that does not load) exits 1 too.
 * Writes every run's figures and the medians to test-results/lighthouse.json.
 * Bounded: a minute to start, plus at most 90 s a page load (Lighthouse's own limit is 45 s).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { startStorefront } from "../tests/e2e/support/storefront-server.ts";
import { runBounded, textTable } from "./bench-run.ts";

const KINDS = {
  home: "",
  category: "/c/jackets-100200",
  product: "/p/summit-parka-NF0A3C8D?color=BLK",
  search: "/search?q=parka",
  cart: "/cart",
  content: "/help",
} as const;
type Kind = keyof typeof KINDS;
const SITES = ["en-us", "de-de"] as const;

/**
 * Audits a kind of page fails by design, left out of its SEO gate. Search results and the cart
 * tell search engines not to index them (robots noindex: src/app/routes/search.tsx,
 * shopping-page.tsx), which Lighthouse's `is-crawlable` counts as a failure; indexing them
 * would be the real fault (thin, endless result pages; a shopper's own page). Decision 0028.
 */
const SEO_EXEMPT: Partial<Record<Kind, readonly string[]>> = {
  search: ["is-crawlable"],
  cart: ["is-crawlable"],
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const GATED: readonly Category[] = ["accessibility", "best-practices", "seo"];
const PERFORMANCE_TARGET = 95;
const CLS_DECIMALS = 3;
/** A first paint this long after DOMContentLoaded is the compositor's frame clock holding it, not the page. */
const HELD_PAINT_MS = 250;

// ---- options -----------------------------------------------------------------------------------

function listOption<T extends string>(name: string, allowed: readonly T[], fallback: readonly T[]): T[] {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return [...fallback];
  const values = (process.argv[index + 1] ?? "").split(",").filter(Boolean);
  const unknown = values.filter((value) => !allowed.includes(value as T));
  if (!values.length || unknown.length) throw new Error(`--${name} takes a comma-separated list of ${allowed.join(", ")}`);
  return values as T[];
}

const SHORT = process.argv.includes("--short");
const runsIndex = process.argv.indexOf("--runs");
const RUNS = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : SHORT ? 1 : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs must be a whole number above 0");
const KIND_NAMES = Object.keys(KINDS) as Kind[];
const kinds = listOption("pages", KIND_NAMES, SHORT ? ["home", "category", "product", "search"] : KIND_NAMES);
const sites = listOption("sites", SITES, SHORT ? ["en-us"] : SITES);
const FRAMES_UNTHROTTLED = process.argv.includes("--frames-unthrottled");
const pages = sites.flatMap((site) => kinds.map((kind) => ({ site, kind, path: `/${site}${KINDS[kind]}` })));

// ---- one run -----------------------------------------------------------------------------------

interface RunFigures {
  /** 0–100, as Lighthouse shows them; `seo` is the gated score (without the page's exempt audits). */
  scores: Record<Category, number>;
  /** Lighthouse's own SEO score, when the page has exempt audits. */
  lighthouseSeo?: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Observed (unthrottled) first paint minus DOMContentLoaded, at least 0: how long the first frame was held. */
  paintHeldMs: number;
  /** Weighted audits of the gated categories that did not pass (ids), for a failure's reader. */
  failedAudits: string[];
  /** The elements that moved (Lighthouse's `layout-shifts`: selector and share of CLS), likewise. */
  shifts: string[];
}

/** A category's score as Lighthouse computes it (weighted mean of its audits), without `leftOut`. */
function categoryScore(lhr: LighthouseResult, category: Category, leftOut: readonly string[] = []): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]!.auditRefs) {
    if (leftOut.includes(ref.id) || ref.weight === 0) continue;
    const score = lhr.audits[ref.id]?.score;
    // Not applicable and manual audits have no score and no weight in Lighthouse's own mean.
    if (score === null || score === undefined) continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : 100;
}

function figuresOf(lhr: LighthouseResult, kind: Kind): RunFigures {
  const exempt = SEO_EXEMPT[kind] ?? [];
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]!.score ?? 0) * 100)])) as Record<Category, number>;
  const lighthouseSeo = exempt.length ? scores.seo : undefined;
  if (exempt.length) scores.seo = categoryScore(lhr, "seo", exempt);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = GATED.flatMap((category) =>
    lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0 && !(category === "seo" && exempt.includes(ref.id)) && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category}:${ref.id}`),
  );
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstPaint?: number; observedDomContentLoaded?: number }[] } | undefined)?.items?.[0];
  const shiftItems = (lhr.audits["layout-shifts"]?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)?.items ?? [];
  return {
    scores,
    lighthouseSeo,
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    paintHeldMs: paintHeld(observed?.observedFirstPaint, observed?.observedDomContentLoaded),
    failedAudits,
    shifts: shiftItems.map((item) => `${item.node?.selector ?? "?"} ${(item.score ?? 0).toFixed(CLS_DECIMALS)}`),
  };
}

/** How long after DOMContentLoaded the first paint came (0 when before it; NaN when unknown). */
function paintHeld(firstPaintMs: number | undefined, domContentLoadedMs: number | undefined): number {
  if (firstPaintMs === undefined || domContentLoadedMs === undefined) return Number.NaN;
  return Math.max(0, firstPaintMs - domContentLoadedMs);
}

// ---- medians and the gate ----------------------------------------------------------------------

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface PageResult {
  page: string;
  kind: Kind;
  runs: RunFigures[];
  median: Omit<RunFigures, "failedAudits" | "shifts">;
  performanceRange: [number, number];
  gateFailures: string[];
}

function summarise(page: { path: string; kind: Kind }, runs: RunFigures[]): PageResult {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<Category, number>;
  const lighthouseSeo = runs[0]!.lighthouseSeo === undefined ? undefined : of((run) => run.lighthouseSeo!);
  const result: Omit<RunFigures, "failedAudits" | "shifts"> = { scores, lighthouseSeo, fcpMs: of((run) => run.fcpMs), lcpMs: of((run) => run.lcpMs), tbtMs: of((run) => run.tbtMs), cls: of((run) => run.cls), paintHeldMs: of((run) => run.paintHeldMs) };
  const gateFailures = GATED.filter((category) => scores[category] < 100).map((category) => `${category} ${scores[category]} < 100`);
  const cls = Number(result.cls.toFixed(CLS_DECIMALS));
  if (cls > 0) gateFailures.push(`CLS ${cls.toFixed(CLS_DECIMALS)} > 0 (moved: ${[...new Set(runs.flatMap((run) => run.shifts))].join(", ")})`);
  if (gateFailures.length) {
    const audits = [...new Set(runs.flatMap((run) => run.failedAudits))];
    if (audits.length) gateFailures.push(`failed audits: ${audits.join(", ")}`);
  }
  const performanceScores = runs.map((run) => run.scores.performance);
  return { page: page.path, kind: page.kind, runs, median: result, performanceRange: [Math.min(...performanceScores), Math.max(...performanceScores)], gateFailures };
}

function table(results: readonly PageResult[]): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const rows = [
    ["page", "perf", "perf range", "a11y", "best pr.", "SEO", "FCP s", "LCP s", "TBT ms", "CLS", "paint held ms"],
    ...results.map(({ page, median: figures, performanceRange: [low, high] }) => [
      page,
      String(figures.scores.performance),
      low === high ? "" : `${low}–${high}`,
      String(figures.scores.accessibility),
      String(figures.scores["best-practices"]),
      figures.lighthouseSeo === undefined ? String(figures.scores.seo) : `${figures.scores.seo}* (${figures.lighthouseSeo})`,
      seconds(figures.fcpMs),
      seconds(figures.lcpMs),
      figures.tbtMs.toFixed(0),
      figures.cls.toFixed(CLS_DECIMALS),
      Number.isNaN(figures.paintHeldMs) ? "-" : figures.paintHeldMs.toFixed(0),
    ]),
  ];
  return textTable(rows);
}

/**
 * One Lighthouse run. A load that fails (Chrome's error page instead of the document, seen once
 * in a few hundred loads on the loaded two-core machine, with the server answering at once
 * before and after) is tried once more; a second failure means the page cannot be measured.
 */
async function measure(port: number, url: string, serverLog: () => string): Promise<LighthouseResult> {
  let problem = "";
  for (let attempt = 1; attempt <= 2; attempt++) {
    const answer = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The screenshot of the whole page is for the HTML report only, and slow to take.
      disableFullPageScreenshot: true,
      maxWaitForLoad: 45_000,
    });
    const lhr = answer?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    problem = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : "no result";
    console.log(`${url}: Lighthouse could not measure it (${problem})${attempt === 1 ? "; trying once more" : ""}`);
  }
  throw new Error(`Lighthouse could not measure ${url}: ${problem}\nThe server's last words:\n${serverLog().split("\n").slice(-20).join("\n")}`);
}

// ---- main --------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = performance.now();
  if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first");
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: install Debian's chromium package or set CHROMIUM_PATH`);

  const storefront = await startStorefront({ CONTENT_FIXTURE_DIRS: "fixtures/content:tests/e2e/fixtures/content" });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    for (const page of pages) {
      const response = await fetch(`${storefront.baseUrl}${page.path}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    }
    const flags = ["--headless=new", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
    // Chromium's sandbox does not start as root (CI and this workplace run as root).
    if (process.getuid?.() === 0) flags.push("--no-sandbox");
    if (FRAMES_UNTHROTTLED) flags.push("--disable-frame-rate-limit", "--disable-gpu-vsync");
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: "error" });

    const runs = new Map(pages.map((page) => [page.path, [] as RunFigures[]]));
    let lighthouseVersion = "";
    let userAgent = "";
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        const lhr = await measure(chrome.port, `${storefront.baseUrl}${page.path}`, storefront.log);
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        runs.get(page.path)!.push(figuresOf(lhr, page.kind));
      }
    }

    const results = pages.map((page) => summarise(page, runs.get(page.path)!));
    const chromium = /Chrome\/[\d.]+/.exec(userAgent)?.[0] ?? userAgent;
    console.log(`bench:lighthouse — Lighthouse ${lighthouseVersion}, ${chromium}, node ${process.version}, ${os.cpus().length} CPUs; mobile (simulated slow 4G, 4× CPU)${FRAMES_UNTHROTTLED ? "; frames unthrottled (diagnosis)" : ""}`);
    console.log(`${pages.length} pages × ${RUNS} run${RUNS > 1 ? "s" : ""}, medians; ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    console.log(table(results));
    if (results.some((result) => result.median.lighthouseSeo !== undefined)) {
      console.log(`\n*: SEO without ${[...new Set(Object.values(SEO_EXEMPT).flat())].join(", ")} (noindex by design, see SEO_EXEMPT); Lighthouse's own score in brackets`);
    }
    const held = results.filter((result) => result.median.paintHeldMs >= HELD_PAINT_MS);
    if (held.length) console.log(`\npaint held ${HELD_PAINT_MS} ms or more after DOMContentLoaded on ${held.length} of ${results.length} pages: their FCP and LCP count every script (see the header of bench/lighthouse.ts)`);
    const below = results.filter((result) => result.median.scores.performance < PERFORMANCE_TARGET);
    console.log(`\nperformance (not gated): ${below.length ? `below the target of ${PERFORMANCE_TARGET} on ${below.length} of ${results.length} pages` : `at or above ${PERFORMANCE_TARGET} on every page`}`);

    mkdirSync("test-results", { recursive: true });
    writeFileSync("test-results/lighthouse.json", `${JSON.stringify({ lighthouseVersion, userAgent, framesUnthrottled: FRAMES_UNTHROTTLED, runs: RUNS, seoExempt: SEO_EXEMPT, pages: results }, null, 2)}\n`);

    const failing = results.filter((result) => result.gateFailures.length);
    for (const result of failing) console.log(`\nFAIL ${result.page}: ${result.gateFailures.join("; ")}`);
    console.log(failing.length ? `\n${failing.length} of ${results.length} pages break a gate (accessibility, best practices, SEO 100; CLS 0)` : `\nevery page meets the gates (accessibility, best practices, SEO 100; CLS 0)`);
    return failing.length ? 1 : 0;
  } finally {
    await chrome?.kill();
    storefront.stop();
  }
}

runBounded("bench:lighthouse", 60_000 + pages.length * RUNS * 90_000, main);
