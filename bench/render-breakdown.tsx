/**
 * `npm run bench:render -- --breakdown`: where the engine's time goes, on the same generated
 * page as the benchmark. Each figure is a median of interleaved rounds.
 *
 * - resolvePage: the whole call, each block type's schema parse, and the rich-text
 *   sanitiser alone on every rich-text string of the page.
 * - render: direct JSX, then direct JSX with the engine's per-block wrappers added one at a
 *   time (providers, Suspense, error boundary, the inner BlockContent-like component), then
 *   the engine's PageView itself.
 */
import { Suspense, useContext, createContext, type ComponentType, type CSSProperties, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { sanitizeRichText } from "#sanitize";
import { realSanitizeRichText, setSanitizer } from "./switchable-sanitize.ts";
import { registry } from "../src/blocks/index.ts";
import { resolvePage } from "../src/engine/resolve-page.ts";
import { pageDocument, rawBlockItem, sectionSettings } from "../src/engine/content/page-document.ts";
import type { PageContext } from "../src/engine/page-context.ts";
import type { BlockNode, PageNode, ResolvedPage, SectionNode } from "../src/engine/types.ts";
import { EngineProvider } from "../src/engine/react/engine-context.tsx";
import { PageView } from "../src/engine/react/page-view.tsx";
import { BlockErrorBoundary } from "../src/engine/react/block-error-boundary.tsx";
import { hideClasses, marginVariables } from "../src/engine/react/breakpoint-classes.ts";
import { GUEST_AUDIENCE } from "../src/personalisation/audience.ts";
import RichText from "../src/blocks/rich-text/rich-text.tsx";
import Spacer from "../src/blocks/spacer/spacer.tsx";
import PictureBlock from "../src/blocks/picture/picture.tsx";
import Banner from "../src/blocks/banner/banner.tsx";
import LinkedCard from "../src/blocks/linked-card/linked-card.tsx";
import type { z } from "zod";
import { CONTENT_TYPES, generatePage, type ContentType } from "./generate-page.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props were validated by the block schemas
type AnyComponent = ComponentType<any>;
const COMPONENTS: Record<ContentType, AnyComponent> = {
  "rich-text": RichText,
  spacer: Spacer,
  picture: PictureBlock,
  banner: Banner,
  "linked-card": LinkedCard,
};

const pageContext: PageContext = {
  mode: "publish",
  siteId: "RL-US",
  localePath: "en-us",
  pathname: "/en-us",
  audience: GUEST_AUDIENCE,
  clientSideSegmentation: false,
};

const isBlock = (node: PageNode): node is BlockNode => node.kind === "block";

function sectionClassName(section: SectionNode): string {
  return ["cms-section", section.isFullWidth ? "cms-section--full" : "cms-section--contained", section.isSticky ? "cms-section--sticky" : "", hideClasses(section.hideOnBreakpoint)]
    .filter(Boolean)
    .join(" ");
}

type Wrap = (node: BlockNode, content: ReactNode) => ReactNode;

/** Direct JSX with optional per-block wrapping and an optional inner component per block. */
function makePage(wrap: Wrap | undefined, inner: boolean) {
  const Inner = ({ node }: { node: BlockNode }) => {
    useContext(Ctx);
    const Component = COMPONENTS[node.type as ContentType];
    return <Component {...node.props} blockId={node.id} />;
  };
  return function Page({ page }: { page: ResolvedPage }) {
    return (
      <div className="cms-page">
        {page.sections.map((section) => (
          <section key={section.id} className={sectionClassName(section)} style={marginVariables(section.bottomMargins) as CSSProperties} aria-label={section.name || undefined}>
            {section.items.filter(isBlock).map((node) => {
              const Component = COMPONENTS[node.type as ContentType];
              if (!wrap) return <Component key={node.id} {...node.props} blockId={node.id} />;
              const content = inner ? <Inner node={node} /> : <Component {...node.props} blockId={node.id} />;
              return (
                <Wrapper key={node.id} node={node} wrap={wrap}>
                  {content}
                </Wrapper>
              );
            })}
          </section>
        ))}
      </div>
    );
  };
}
const Ctx = createContext<unknown>(null);
const Wrapper = ({ node, wrap, children }: { node: BlockNode; wrap: Wrap; children: ReactNode }) => <>{wrap(node, children)}</>;

const identity: Wrap = (_node, content) => content;
const suspense: Wrap = (_node, content) => <Suspense fallback={null}>{content}</Suspense>;
const boundary: Wrap = (node, content) => (
  <BlockErrorBoundary blockId={node.id} type={node.type} fallback={null}>
    {content}
  </BlockErrorBoundary>
);
const both: Wrap = (node, content) => boundary(node, suspense(node, content));

/** A named pass-through component per block, cached by type and id (as a server error frame would be). */
const frames = new Map<string, ComponentType<{ children: ReactNode }>>();
function frameFor(type: string, id: string) {
  const key = `${type}\u0000${id}`;
  let frame = frames.get(key);
  if (!frame) {
    const name = `Block[type=${type} id=${id}]`;
    frame = { [name]: ({ children }: { children: ReactNode }) => children }[name]!;
    frame.displayName = name;
    frames.set(key, frame);
  }
  return frame;
}
const framed: Wrap = (node, content) => {
  const Frame = frameFor(node.type, node.id);
  return both(node, <Frame>{content}</Frame>);
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function measure(cases: Record<string, () => unknown>, warmup: number, rounds: number): Record<string, number> {
  const names = Object.keys(cases);
  const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  let sink = 0;
  for (let i = 0; i < warmup; i++) for (const name of names) sink += String(cases[name]!()).length;
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length]!;
      const t0 = performance.now();
      const out = cases[name]!();
      times[name]!.push(performance.now() - t0);
      sink += typeof out === "string" ? out.length : 1;
    }
  }
  if (sink === 0) throw new Error("unreachable");
  return Object.fromEntries(names.map((name) => [name, median(times[name]!)]));
}

const fmt = (value: number) => `${value.toFixed(3).padStart(7)} ms`;

export async function runBreakdown({ warmup, rounds }: { warmup: number; rounds: number }): Promise<number> {
  await registry.preloadAll();
  const { document } = generatePage({ seed: 20240611, blocks: 300, sections: 30 });
  const resolved = resolvePage(document, pageContext, registry);
  const page = resolved.page;

  // ---- resolvePage -------------------------------------------------------------------------
  const rawItems = (document.sections as { items: Record<string, unknown>[] }[]).flatMap((section) => section.items);
  const byType = Object.fromEntries(CONTENT_TYPES.map((type) => [type, rawItems.filter((item) => item.type === type).map(({ id: _id, type: _type, ...fields }) => fields)])) as Record<ContentType, Record<string, unknown>[]>;
  const richStrings: Record<ContentType, string[]> = Object.fromEntries(
    CONTENT_TYPES.map((type) => [type, byType[type].map((fields) => fields.richText).filter((value): value is string => typeof value === "string")]),
  ) as Record<ContentType, string[]>;
  const allRich = CONTENT_TYPES.flatMap((type) => richStrings[type]);
  const richChars = allRich.reduce((sum, html) => sum + html.length, 0);

  const rawSections = document.sections as unknown[];
  // Is `#sanitize` switchable in this build (bench/render.ts resolves it to switchable-sanitize.ts)?
  const probe = { id: "p", slug: "p", sections: [{ items: [{ id: "x", type: "rich-text", richText: "<p>a<script>b</script></p>" }] }] };
  setSanitizer((html) => html);
  const switchable = JSON.stringify(resolvePage(probe, pageContext, registry).page).includes("<script>");
  setSanitizer(undefined);
  const resolveCases: Record<string, () => unknown> = {
    resolvePage: () => resolvePage(document, pageContext, registry),
    "sanitize all rich text": () => allRich.map(sanitizeRichText),
    "envelope parses": () => [pageDocument.safeParse(document), ...rawSections.map((section) => sectionSettings.safeParse(section)), ...rawItems.map((item) => rawBlockItem.safeParse(item))],
  };
  if (switchable) {
    resolveCases["resolvePage, no sanitiser"] = () => {
      setSanitizer(noSanitise);
      try {
        return resolvePage(document, pageContext, registry);
      } finally {
        setSanitizer(undefined);
      }
    };
  }
  const noSanitise = (html: string) => html;
  for (const type of CONTENT_TYPES) {
    const schema = registry.get(type)!.schema;
    resolveCases[`parse ${type}`] = () => byType[type].map((fields) => schema.safeParse(fields));
    if (switchable) {
      resolveCases[`parse ${type}, no sanitiser`] = () => {
        setSanitizer(noSanitise);
        try {
          return byType[type].map((fields) => schema.safeParse(fields));
        } finally {
          setSanitizer(undefined);
        }
      };
    }
    if (richStrings[type].length) resolveCases[`sanitize ${type}`] = () => richStrings[type].map(sanitizeRichText);
  }
  const r = measure(resolveCases, warmup, rounds);
  const parseTotal = CONTENT_TYPES.reduce((sum, type) => sum + r[`parse ${type}`]!, 0);

  console.log(`\nbreakdown of resolvePage (median of ${rounds} rounds; ${allRich.length} rich-text strings, ${(richChars / 1024).toFixed(0)} KiB HTML):`);
  console.log(`  resolvePage, whole call                  ${fmt(r.resolvePage!)}`);
  if (switchable) {
    const without = r["resolvePage, no sanitiser"]!;
    console.log(`  resolvePage with an identity sanitiser   ${fmt(without)}  → sanitising costs ${fmt(r.resolvePage! - without).trim()} (${((100 * (r.resolvePage! - without)) / r.resolvePage!).toFixed(0)}%) inside resolvePage; zod + node building ${fmt(without).trim()} (${((1000 * without) / rawItems.length).toFixed(1)} µs per block)`);
  }
  console.log(`  sanitizeRichText on all rich text        ${fmt(r["sanitize all rich text"]!)}  (${((100 * r["sanitize all rich text"]!) / r.resolvePage!).toFixed(0)}% of resolvePage, ${((1000 * r["sanitize all rich text"]!) / allRich.length).toFixed(1)} µs per string)`);
  console.log(`  block schema safeParse, all blocks       ${fmt(parseTotal)}  (includes the sanitiser, which runs inside the richText transform)`);
  console.log(`  pageDocument + ${rawSections.length} sectionSettings + ${rawItems.length} rawBlockItem parses ${fmt(r["envelope parses"]!)}`);
  console.log(`  per block type:       blocks   schema safeParse   sanitiser alone   zod alone (identity sanitiser)`);
  for (const type of CONTENT_TYPES) {
    const count = byType[type].length;
    const zod = r[`parse ${type}, no sanitiser`];
    console.log(
      `    ${type.padEnd(18)} ${String(count).padStart(6)}   ${fmt(r[`parse ${type}`]!)}         ${fmt(r[`sanitize ${type}`] ?? 0)}      ` +
        (zod === undefined ? "(n/a: #sanitize not switchable)" : `${fmt(zod)}  ${((1000 * zod) / count).toFixed(1).padStart(5)} µs per block`),
    );
  }

  if (switchable) {
    // ---- what the engine's zod calls cost, sanitiser off: how resolvePage calls zod vs leaner ways
    // Same error map as resolve-page.ts passes to every safeParse.
    const editorMessages: z.core.$ZodErrorMap = (issue) =>
      issue.code === "invalid_type" && issue.input === undefined ? "Required field is missing" : undefined;
    const definitions = rawItems.map((item) => registry.get(item.type as string)!);
    const json = JSON.stringify(document);
    const memo = new Map<string, string>();
    const memoised = (html: string) => {
      let out = memo.get(html);
      if (out === undefined) memo.set(html, (out = realSanitizeRichText(html)));
      return out;
    };
    const withSanitiser = <T,>(fn: ((html: string) => string) | undefined, body: () => T): T => {
      setSanitizer(fn);
      try {
        return body();
      } finally {
        setSanitizer(undefined);
      }
    };
    const z1 = measure(
      {
        engine: () =>
          withSanitiser(noSanitise, () =>
            rawItems.map((raw, index) => {
              const head = rawBlockItem.safeParse(raw, { error: editorMessages });
              const { id: _id, type: _type, ...fields } = head.data!;
              return definitions[index]!.schema.safeParse(fields, { error: editorMessages });
            }),
          ),
        noErrorParam: () =>
          withSanitiser(noSanitise, () =>
            rawItems.map((raw, index) => {
              const head = rawBlockItem.safeParse(raw);
              const { id: _id, type: _type, ...fields } = head.data!;
              return definitions[index]!.schema.safeParse(fields);
            }),
          ),
        rawItem: () => withSanitiser(noSanitise, () => rawItems.map((raw, index) => definitions[index]!.schema.safeParse(raw))),
        jsonParse: () => JSON.parse(json),
        freshMemo: () => withSanitiser(memoised, () => resolvePage(JSON.parse(json), pageContext, registry)),
        freshReal: () => resolvePage(JSON.parse(json), pageContext, registry),
      },
      warmup,
      rounds,
    );
    console.log(`
zod call shape (sanitiser off; ${rawItems.length} items; the real resolvePage does the first):`);
    console.log(`  rawBlockItem.safeParse + rest spread + schema.safeParse, both with { error: editorMessages }  ${fmt(z1.engine!)}`);
    console.log(`  the same without the { error } parameter                                                  ${fmt(z1.noErrorParam!)}`);
    console.log(`  schema.safeParse(raw item) alone (strip mode drops id/type; no head parse, no spread)     ${fmt(z1.rawItem!)}`);
    console.log(`
caching the sanitiser (documents re-parsed from JSON each time, as per request):`);
    console.log(`  JSON.parse of the document (${(json.length / 1024).toFixed(0)} KiB)           ${fmt(z1.jsonParse!)}`);
    console.log(`  resolvePage(JSON.parse(…))                    ${fmt(z1.freshReal!)}`);
    console.log(`  the same, sanitiser memoised by HTML string   ${fmt(z1.freshMemo!)}  (${memo.size} entries)`);
  }

  // ---- render ------------------------------------------------------------------------------
  const pages = {
    plain: makePage(undefined, false),
    wrapperOnly: makePage(identity, false),
    suspense: makePage(suspense, false),
    boundary: makePage(boundary, false),
    both: makePage(both, false),
    bothInner: makePage(both, true),
    framedInner: makePage(framed, true),
  };
  const sharedQc = new QueryClient();
  const providers = (children: ReactNode, qc: QueryClient) => (
    <QueryClientProvider client={qc}>
      <EngineProvider value={{ registry, page: pageContext }}>
        <Ctx.Provider value={1}>{children}</Ctx.Provider>
      </EngineProvider>
    </QueryClientProvider>
  );
  const renderCases: Record<string, () => unknown> = {
    "direct JSX": () => renderToString(<pages.plain page={page} />),
    "+ providers (QueryClient, Engine)": () => renderToString(providers(<pages.plain page={page} />, sharedQc)),
    "+ fragment wrapper component": () => renderToString(<pages.wrapperOnly page={page} />),
    "+ Suspense per block": () => renderToString(<pages.suspense page={page} />),
    "+ BlockErrorBoundary per block": () => renderToString(<pages.boundary page={page} />),
    "+ ErrorBoundary + Suspense": () => renderToString(<pages.both page={page} />),
    "+ both + inner component + providers": () => renderToString(providers(<pages.bothInner page={page} />, sharedQc)),
    "+ that + named frame per block": () => renderToString(providers(<pages.framedInner page={page} />, sharedQc)),
    "engine PageView, shared QueryClient": () => renderToString(providers(<PageView page={page} />, sharedQc)),
    "engine PageView, new QueryClient": () => renderToString(providers(<PageView page={page} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }))),
  };
  const t = measure(renderCases, warmup, rounds);
  const floor = t["direct JSX"]!;
  console.log(`\nbreakdown of the render (renderToString of the resolved page, median of ${rounds} rounds):`);
  for (const [name, value] of Object.entries(t)) {
    console.log(`  ${name.padEnd(40)} ${fmt(value)}  ${(value / floor).toFixed(2)}×  ${value === floor ? "" : `${((1000 * (value - floor)) / 300).toFixed(2).padStart(5)} µs per block over the floor`}`);
  }
  return 0;
}
