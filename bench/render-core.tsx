/**
 * The render benchmark proper; loaded through Vite's SSR loader by bench/render.ts (block
 * components import CSS modules, and the engine imports the `#sanitize` alias).
 *
 * Three ways to server-render the same generated 300-block page with `renderToString`:
 *   engine – resolvePage (zod validation + rich-text sanitising) + EngineProvider/PageView
 *   jsx    – the same block components written directly as JSX, given already-valid props
 *   puck   – `Render` from @puckeditor/core/rsc with one component per block type
 */
import type { ComponentType, CSSProperties } from "react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Render } from "@puckeditor/core/rsc";
import type { Config, Data } from "@puckeditor/core";
import { registry } from "../src/blocks/index.ts";
import { resolvePage } from "../src/engine/resolve-page.ts";
import { createPageResolver } from "../src/engine/page-resolver.ts";
import { clearSanitizeCache } from "../src/engine/content/sanitize-cache.ts";
import type { PageContext } from "../src/engine/page-context.ts";
import type { BlockNode, PageNode, ResolvedPage, SectionNode } from "../src/engine/types.ts";
import { EngineProvider } from "../src/engine/react/engine-context.tsx";
import { PageView } from "../src/engine/react/page-view.tsx";
import { hideClasses, marginVariables } from "../src/engine/react/breakpoint-classes.ts";
import { GUEST_AUDIENCE } from "../contracts/personalisation/audience.ts";
import RichText from "../src/blocks/rich-text/rich-text.tsx";
import Spacer from "../src/blocks/spacer/spacer.tsx";
import PictureBlock from "../src/blocks/picture/picture.tsx";
import Banner from "../src/blocks/banner/banner.tsx";
import LinkedCard from "../src/blocks/linked-card/linked-card.tsx";
import richTextStyles from "../src/blocks/rich-text/rich-text.module.css";
import spacerStyles from "../src/blocks/spacer/spacer.module.css";
import pictureStyles from "../src/blocks/picture/picture.module.css";
import bannerStyles from "../src/blocks/banner/banner.module.css";
import linkedCardStyles from "../src/blocks/linked-card/linked-card.module.css";
import { CONTENT_TYPES, generatePage, type ContentType } from "./generate-page.ts";

export interface BenchOptions {
  warmup: number;
  rounds: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props were validated by the block schemas
type AnyComponent = ComponentType<any>;

const COMPONENTS: Record<ContentType, AnyComponent> = {
  "rich-text": RichText,
  spacer: Spacer,
  picture: PictureBlock,
  banner: Banner,
  "linked-card": LinkedCard,
};

/** The root element class of each block type, to count rendered blocks in the HTML. */
const ROOT_CLASSES: Record<ContentType, string> = {
  "rich-text": richTextStyles.richText!,
  spacer: spacerStyles.spacer!,
  picture: pictureStyles.figure!,
  banner: bannerStyles.banner!,
  "linked-card": linkedCardStyles.card!,
};

const pageContext: PageContext = {
  mode: "publish",
  siteId: "RL-US",
  localePath: "en-us",
  pathname: "/en-us",
  audience: GUEST_AUDIENCE,
  clientSideSegmentation: false,
};

// ---------------------------------------------------------------------------------------------
// 1. engine: the full pipeline, per request

type Resolve = (document: unknown) => { page: ResolvedPage };

function renderEngine(document: unknown, resolve: Resolve): { html: string; resolveMs: number; renderMs: number } {
  const t0 = performance.now();
  const result = resolve(document);
  const t1 = performance.now();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const html = renderToString(
    <QueryClientProvider client={qc}>
      <EngineProvider value={{ registry, page: pageContext }}>
        <PageView page={result.page} />
      </EngineProvider>
    </QueryClientProvider>,
  );
  const t2 = performance.now();
  return { html, resolveMs: t1 - t0, renderMs: t2 - t1 };
}

// ---------------------------------------------------------------------------------------------
// 2. direct JSX: what one would write by hand, no engine, props already valid

function sectionClassName(section: SectionNode): string {
  return [
    "cms-section",
    section.isFullWidth ? "cms-section--full" : "cms-section--contained",
    section.isSticky ? "cms-section--sticky" : "",
    hideClasses(section.hideOnBreakpoint),
  ]
    .filter(Boolean)
    .join(" ");
}

const isBlock = (node: PageNode): node is BlockNode => node.kind === "block";

function JsxPage({ page }: { page: ResolvedPage }) {
  return (
    <div className="cms-page">
      {page.sections.map((section) => (
        <section key={section.id} className={sectionClassName(section)} style={marginVariables(section.bottomMargins) as CSSProperties} aria-label={section.name || undefined}>
          {section.items.filter(isBlock).map((node) => {
            const Component = COMPONENTS[node.type as ContentType];
            return <Component key={node.id} {...node.props} blockId={node.id} />;
          })}
        </section>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Puck: Render with one component per block type, same (already-valid) props

const puckConfig = {
  components: Object.fromEntries(CONTENT_TYPES.map((type) => [type, { render: COMPONENTS[type] }])),
} as Config;

function puckData(page: ResolvedPage): Data {
  return {
    root: { props: {} },
    content: page.sections.flatMap((section) =>
      section.items.filter(isBlock).map((node) => ({ type: node.type, props: { id: node.id, ...node.props } })),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// checks

const stripText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function countRoots(html: string): Record<ContentType, number> {
  const counts = {} as Record<ContentType, number>;
  for (const type of CONTENT_TYPES) {
    const cls = ROOT_CLASSES[type].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    counts[type] = html.match(new RegExp(`class="(?:[^"]* )?${cls}(?: [^"]*)?"`, "g"))?.length ?? 0;
  }
  return counts;
}

/** Suspense boundary markers of renderToString: `<!--$-->` … `<!--/$-->` (completed boundaries). */
const withoutSuspenseMarkers = (html: string) => html.replace(/<!--\/?\$-->/g, "");

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `at ${i}:\n    a: …${a.slice(Math.max(0, i - 80), i + 80)}…\n    b: …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

// ---------------------------------------------------------------------------------------------
// stats

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (value: number) => `${value.toFixed(3).padStart(8)} ms`;
const ratio = (value: number) => `${value.toFixed(2)}×`;

// ---------------------------------------------------------------------------------------------

export async function run(options: BenchOptions): Promise<number> {
  const started = performance.now();
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
  for (const type of registry.types()) {
    if (!registry.loadedComponent(type)) throw new Error(`block component "${type}" did not preload`);
  }

  const plain = generatePage({ seed: 20240611, blocks: 300, sections: 30 });
  const withControls = generatePage({ seed: 20240611, blocks: 300, sections: 30, controlShare: 0.1 });
  const documentJson = JSON.stringify(plain.document);
  const documentBytes = documentJson.length;

  // One resolve outside the timed loop: the validated props that JSX and Puck get.
  const resolved = resolvePage(plain.document, pageContext, registry);
  if (resolved.diagnostics.length) {
    console.error("The generated page has invalid blocks:", resolved.diagnostics.slice(0, 5));
    return 1;
  }
  const resolvedControls = resolvePage(withControls.document, pageContext, registry);
  if (resolvedControls.diagnostics.length) {
    console.error("The generated control page has invalid blocks:", resolvedControls.diagnostics.slice(0, 5));
    return 1;
  }
  const page = resolved.page;
  const data = puckData(page);

  // The storefront's per-request path: the page resolver validates a document revision once
  // and shares the tree (src/engine/page-resolver.ts). The cold path validates from scratch,
  // with an empty sanitiser cache, as for the first request after a content change.
  const resolver = createPageResolver(registry);
  const steady: Resolve = (document) => resolver(document, pageContext);
  const cold: Resolve = (document) => resolvePage(document, pageContext, registry);
  const methods = {
    engine: () => renderEngine(plain.document, steady),
    engineCold: () => {
      clearSanitizeCache();
      return renderEngine(plain.document, cold);
    },
    jsx: () => renderToString(<JsxPage page={page} />),
    puck: () => renderToString(<Render config={puckConfig} data={data} />),
    engineControls: () => renderEngine(withControls.document, steady),
  };

  // --- sanity: same content three ways ---------------------------------------------------------
  const engineHtml = methods.engine().html;
  const jsxHtml = methods.jsx();
  const puckHtml = methods.puck();
  const controlsHtml = methods.engineControls().html;
  const expected = plain.counts;
  let failed = false;
  const check = (name: string, html: string, fatal: boolean) => {
    const counts = countRoots(html);
    const wrong = CONTENT_TYPES.filter((type) => counts[type] !== expected[type]);
    if (wrong.length) {
      const detail = wrong.map((type) => `${type} ${counts[type]}/${expected[type]}`).join(", ");
      console.error(`✗ ${name}: block root elements missing or extra: ${detail}`);
      if (fatal) failed = true;
    }
    if (html.includes("<!--$!-->") || html.includes("<template")) {
      console.error(`✗ ${name}: contains a Suspense client-render fallback (a block suspended or threw)`);
      if (fatal) failed = true;
    }
  };
  check("engine", engineHtml, true);
  check("engine+controls", controlsHtml, true);
  check("jsx", jsxHtml, true);
  check("puck", puckHtml, true);
  const jsxText = stripText(jsxHtml);
  for (const [name, html] of [["engine", engineHtml], ["engine+controls", controlsHtml], ["puck", puckHtml]] as const) {
    if (stripText(html) !== jsxText) {
      console.error(`✗ ${name}: visible text differs from direct JSX ${firstDifference(stripText(html), jsxText)}`);
      failed = true;
    }
  }
  const engineSameAsJsx = withoutSuspenseMarkers(engineHtml) === jsxHtml;
  if (!engineSameAsJsx) console.warn(`! engine HTML (Suspense markers removed) differs from JSX HTML ${firstDifference(withoutSuspenseMarkers(engineHtml), jsxHtml)}`);
  if (failed) {
    console.error("Sanity check failed: not measuring.");
    return 1;
  }

  const sections = page.sections.length;
  console.log(
    `page: ${plain.blockCount} blocks in ${sections} sections (${CONTENT_TYPES.map((type) => `${type} ${expected[type]}`).join(", ")}); ` +
      `document ${(documentBytes / 1024).toFixed(0)} KiB JSON`,
  );
  console.log(
    `      engine+controls variant: ${withControls.controlCount} of the blocks wrapped in segmentation / filter-by (${(
      (100 * withControls.controlCount) /
      withControls.blockCount
    ).toFixed(0)}%)`,
  );
  console.log(
    `html: engine ${(engineHtml.length / 1024).toFixed(0)} KiB, jsx ${(jsxHtml.length / 1024).toFixed(0)} KiB, puck ${(puckHtml.length / 1024).toFixed(0)} KiB; ` +
      `same visible text ✓; same block root counts ✓; engine HTML ${engineSameAsJsx ? "identical to JSX apart from Suspense markers ✓" : "differs from JSX markup (see warning)"}`,
  );
  console.log(`      puck has no <section> wrappers (flat content, ${sections} fewer elements than engine / jsx)`);

  // --- measure -----------------------------------------------------------------------------
  const times = { engine: [] as number[], engineCold: [] as number[], resolve: [] as number[], coldResolve: [] as number[], engineRender: [] as number[], jsx: [] as number[], puck: [] as number[], engineControls: [] as number[], controlsResolve: [] as number[] };
  let sink = 0;
  const order = ["engine", "engineCold", "jsx", "puck", "engineControls"] as const;
  const runOnce = (name: (typeof order)[number], record: boolean) => {
    if (name === "engine" || name === "engineCold" || name === "engineControls") {
      const t0 = performance.now();
      const out = methods[name]();
      const t = performance.now() - t0;
      sink += out.html.length;
      if (record) {
        times[name].push(name === "engineCold" ? out.resolveMs + out.renderMs : t);
        ({ engine: times.resolve, engineCold: times.coldResolve, engineControls: times.controlsResolve })[name].push(out.resolveMs);
        if (name === "engine") times.engineRender.push(out.renderMs);
      }
    } else {
      const t0 = performance.now();
      const html = methods[name]();
      const t = performance.now() - t0;
      sink += html.length;
      if (record) times[name].push(t);
    }
  };
  for (let i = 0; i < options.warmup; i++) for (const name of order) runOnce(name, false);
  for (let round = 0; round < options.rounds; round++) {
    // Rotate the order every round so that no method always runs first (or after the same one).
    for (let k = 0; k < order.length; k++) runOnce(order[(round + k) % order.length]!, true);
  }
  if (sink === 0) throw new Error("unreachable");

  const m = {
    engine: median(times.engine),
    engineCold: median(times.engineCold),
    coldResolve: median(times.coldResolve),
    resolve: median(times.resolve),
    engineRender: median(times.engineRender),
    jsx: median(times.jsx),
    puck: median(times.puck),
    engineControls: median(times.engineControls),
    controlsResolve: median(times.controlsResolve),
  };
  const row = (label: string, values: number[], note = "") =>
    console.log(`  ${label.padEnd(34)}${ms(median(values))}   p10 ${ms(percentile(values, 10))}   p90 ${ms(percentile(values, 90))}${note}`);

  console.log(`\nrenderToString, median of ${options.rounds} interleaved rounds after ${options.warmup} warm-up renders each (NODE_ENV=${process.env.NODE_ENV}):`);
  row("engine, per request", times.engine, "   ← document revision validated once, shared by requests");
  row("  of which resolve", times.resolve);
  row("  of which render (PageView)", times.engineRender);
  row("engine, cold (new revision)", times.engineCold, "   ← full zod validation + sanitising of all 300 blocks");
  row("  of which resolvePage", times.coldResolve);
  row("direct JSX (floor)", times.jsx, "   ← no validation, no sanitising");
  row("Puck <Render> (rsc)", times.puck, "   ← no validation, no sanitising");
  row("engine + 10% control blocks", times.engineControls, "   (engine only: Puck has no equivalent)");
  row("  of which resolvePage", times.controlsResolve);

  console.log("\nratios (medians):");
  console.log(`  engine / jsx          ${ratio(m.engine / m.jsx)}   (render only: ${ratio(m.engineRender / m.jsx)}; cold: ${ratio(m.engineCold / m.jsx)})`);
  console.log(`  engine / puck         ${ratio(m.engine / m.puck)}   (cold: ${ratio(m.engineCold / m.puck)})`);
  console.log(`  puck / jsx            ${ratio(m.puck / m.jsx)}`);
  console.log(`  engine+controls / jsx ${ratio(m.engineControls / m.jsx)}`);
  console.log(`  cold resolvePage: ${(m.coldResolve * 1000 / plain.blockCount).toFixed(1)} µs per block`);

  const within = m.engine / m.jsx <= 1.15;
  const faster = m.engine < m.puck;
  console.log("\ntargets:");
  console.log(`  ${within ? "PASS" : "FAIL"}  engine (per request) within 1.15× of direct JSX: ${ratio(m.engine / m.jsx)}`);
  console.log(`  ${faster ? "PASS" : "FAIL"}  engine (per request) faster than Puck: ${ms(m.engine).trim()} vs ${ms(m.puck).trim()}`);
  console.log(`  (info) engine cold, validating and sanitising all 300 blocks, vs Puck, which validates nothing: ${ms(m.engineCold).trim()} vs ${ms(m.puck).trim()} (${ratio(m.engineCold / m.puck).trim()})`);
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}
