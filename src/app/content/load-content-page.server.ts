import { dehydrate, QueryClient, type DehydratedState, type FetchQueryOptions } from "@tanstack/react-query";
import { bindCommerce } from "../../commerce/commerce-access.ts";
import { data } from "react-router";
import { registry } from "../../blocks/index.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { createPageResolver } from "../../engine/page-resolver.ts";
import type { RenderPlan } from "../../engine/render-plan.ts";
import type { Diagnostic, ResolvedPage } from "../../engine/types.ts";
import { idsFromPath } from "../../../contracts/paths.ts";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { GUEST_AUDIENCE, type AudienceContext } from "../../../contracts/personalisation/audience.ts";
import { blockAssets, type BlockAssets } from "../block-assets.server.ts";
import { bindFrontApi } from "../front-api/front-api.ts";
import { logDiagnosticsOnce } from "../../engine/diagnostics-log.ts";
import { isContentNotFound, type ContentRequest } from "./content-client.server.ts";
import { contentRequestOf, previewOf, type PageRequest } from "./page-request.server.ts";
import { decidePageView, type PageTrail } from "./page-decision.server.ts";
import type { PagePersonalisation } from "../../personalisation/page-personalisation.ts";

const resolvePage = createPageResolver(registry);
// Loaders validate documents, so every block schema is loaded once, before the first page.
const schemasReady = registry.preloadSchemas();

/** Longest a page waits for block data on the server; slower data loads in the browser. */
export const BLOCK_DATA_BUDGET_MS = 1_500;

export interface ContentPageData {
  page: ResolvedPage;
  pageContext: PageContext;
  dehydratedState: DehydratedState;
  assets: BlockAssets;
  /** Block types rendered on the server: the browser loads their code before a navigation. */
  eagerTypes: readonly string[];
  /** Preview mode only. */
  diagnostics?: Diagnostic[];
  /** Preview mode only: what the preview bridge needs to talk to the editor's workbench. */
  preview?: { allowedOrigins: readonly string[] };
  /** The origin of absolute links such as a canonical one: the public origin configured, else the request's own. */
  origin?: string;
}

export const ERROR_PAGE_SLUG = "error-4xx";

/** The query string without the preview's parameters (its token among them) and the test context. */
export function publicSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([name]) => !/^(preview|p13n_)/i.test(name) && name !== "cms" && name !== "bypassAllCache"));
  return kept.toString();
}

function buildPageContext({ request, site, services }: PageRequest, mode: PageContext["mode"], audience: AudienceContext): PageContext {
  const url = new URL(request.url);
  return {
    siteId: site.siteId,
    localePath: site.localePath,
    mode,
    pathname: url.pathname,
    search: publicSearch(url.searchParams),
    ...idsFromPath(url.pathname),
    // From the shopper's session (server/shopper-facts.ts), so that the first paint shows the
    // shopper's variants. Preview resolves as a guest (editors pick personas); client-side-only
    // sites resolve in the browser.
    audience: site.clientSideSegmentation ? undefined : audience,
    testContext: url.searchParams.get("p13n_testcontext") ?? undefined,
    clientSideSegmentation: site.clientSideSegmentation,
    // Only when off: pages of a site with favourites carry nothing more.
    ...(services.settings.features.identity.favorites ? {} : { favourites: false }),
  };
}

/**
 * A query whose failure fails the page (a product page's product, a category's first page): its
 * data is fetched before the page renders, whatever the budget, and its error is thrown.
 */
// The query key's exact tuple type is the route's own business.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CriticalQuery = FetchQueryOptions<any, Error, any, any>;

/** A query client whose queries read the server's front-end API and commerce clients. */
export function serverQueryClient(page: PageRequest): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return bindCommerce(bindFrontApi(queryClient, page.services.frontApi), page.shopperCommerce ?? page.services.commerce);
}

/**
 * The plan's queries, against the front-end API's functions and the commerce API (no request to
 * ourselves), within the data budget. Block data is deferred data: a failed query is left out of
 * the cache and the block renders its empty state.
 */
async function prefetchBlockData(plan: RenderPlan, queryClient: QueryClient): Promise<DehydratedState> {
  if (plan.prefetch.length > 0) {
    const work = Promise.all(plan.prefetch.map((query) => queryClient.prefetchQuery(query)));
    await Promise.race([work, new Promise((resolve) => setTimeout(resolve, BLOCK_DATA_BUDGET_MS))]);
  }
  return withoutErrorDetails(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" || query.state.status === "error" }));
}

/**
 * A failed block query travels to the browser as failed, so that the browser's first render
 * matches the server's (the block's empty state, not a skeleton) and the query is tried again
 * once mounted. Only the fact travels: never the error's request, answer or message.
 */
function withoutErrorDetails(state: DehydratedState): DehydratedState {
  const unavailable = { name: "Error", message: "Block data unavailable" } as Error;
  return { ...state, queries: state.queries.map((query) => (query.state.status === "error" ? { ...query, state: { ...query.state, error: unavailable, fetchFailureReason: null } } : query)) };
}

/** Resolves a page document for a request: validated tree, its render plan carried out. */
export async function buildPage(
  document: unknown,
  page: PageRequest,
  content: ContentRequest,
  queryClient = serverQueryClient(page),
  decision: Promise<PagePersonalisation | undefined> = Promise.resolve(undefined),
): Promise<ContentPageData> {
  const [audience, personalisation] = await Promise.all([content.mode === "preview" ? GUEST_AUDIENCE : page.shopper().then((facts) => facts.audience), decision]);
  const pageContext = { ...buildPageContext(page, content.mode, audience), ...(personalisation ? { personalisation } : {}) };
  await schemasReady;
  const { page: resolved, diagnostics, plan } = resolvePage(document, pageContext);
  logDiagnosticsOnce(diagnostics, page.site.siteId);
  const preview = content.mode === "preview";
  return {
    page: resolved,
    pageContext,
    dehydratedState: await prefetchBlockData(plan, queryClient),
    assets: blockAssets(plan.eagerTypes, registry, plan.hydratingTypes, page.services.settings.clientManifest),
    eagerTypes: plan.eagerTypes,
    diagnostics: preview ? diagnostics : undefined,
    preview: preview ? { allowedOrigins: page.services.settings.preview.allowedOrigins } : undefined,
    origin: page.services.settings.publicOrigin ?? new URL(page.request.url).origin,
  };
}

/** Preview grants ride on the answer as an httpOnly cookie. */
const grantHeaders = (grantCookie: string | undefined): HeadersInit => (grantCookie ? { "set-cookie": grantCookie } : {});

/**
 * Loads, validates and prepares a content page. A missing document answers 404 with the
 * site's `error-4xx` content page; a content service failure is thrown (the route's error
 * boundary shows a generic error page with status 503).
 */
export async function loadContentPage(page: PageRequest, resource: string, critical: readonly CriticalQuery[] = [], trailOf?: (criticalData: unknown[]) => PageTrail | Promise<PageTrail>) {
  const preview = previewOf(page);
  const content = contentRequestOf(preview);
  const queryClient = serverQueryClient(page);
  // The document and the critical data are read together; a critical failure is thrown as it is.
  const criticalData = Promise.all(critical.map((query) => queryClient.fetchQuery(query)));
  criticalData.catch(() => undefined);
  // The page view's decision starts at once too (the trail waits for the critical data it reads).
  const decision =
    content.mode === "preview" ? Promise.resolve(undefined) : decidePageView(page, publicSearch(new URL(page.request.url).searchParams), trailOf ? criticalData.then(trailOf) : Promise.resolve(undefined));
  try {
    const document = await page.services.content.get(resource, content);
    await criticalData;
    return data(await buildPage(document, page, content, queryClient, decision), { headers: grantHeaders(preview.grantCookie) });
  } catch (error) {
    if (!isContentNotFound(error)) throw error;
  }
  throw await notFoundResponse(page);
}

/** The 404 answer: the site's error content page, or null when even that is missing. */
export async function notFoundResponse(page: PageRequest) {
  const content = contentRequestOf(previewOf(page));
  let errorPage: ContentPageData | null = null;
  try {
    errorPage = await buildPage(await page.services.content.get(contentPaths.page(page.site.siteId, ERROR_PAGE_SLUG), content), page, content);
  } catch (error) {
    console.error(`[content] error page unavailable for ${page.site.siteId}`, error);
  }
  return data(errorPage, { status: 404 });
}
