import { idsFromPath } from "../../../contracts/paths.ts";
import { mapVariantLabel } from "../../../contracts/personalisation/variant-label.ts";
import { serverDecisionEvents, type ServerPageFacts } from "../../personalisation/decide-events.ts";
import { pageTypeFromPath } from "../../personalisation/page-type.ts";
import { personalisationFromAnswer, type PagePersonalisation } from "../../personalisation/page-personalisation.ts";
import type { PageRequest } from "./page-request.server.ts";

/**
 * How long a page waits for its decision (issue 16). The call starts with the content document
 * and the page's critical data, so it usually costs nothing; past the budget the page renders
 * its baselines and no recommendations, and the late answer is dropped (the engine has recorded
 * the page view all the same). The reference engine answers in 10–40 ms on this machine.
 */
export const DECIDE_BUDGET_MS = 250;

/** What the page's data says of it, for the PageView: its categories (ids) and breadcrumbs (names). */
export interface PageTrail {
  categories: readonly string[];
  breadcrumbs: readonly string[];
}

let requestCount = 0;
const newRequestId = () => `page-${Date.now().toString(36)}-${(requestCount++).toString(36)}`;

/** The url the engine is told: the page's, without the preview's parameters (never a secret). */
function publicUrl(request: Request, search: string): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}${search ? `?${search}` : ""}`;
}

/**
 * The page view's decide call, made by the server for the first paint: undefined without an
 * engine (a host without sessions) or in preview (editors force variants by query and persona).
 * Never throws: a failed or late call is a page without decisions.
 */
export async function decidePageView(page: PageRequest, search: string, trail: Promise<PageTrail | undefined>): Promise<PagePersonalisation | undefined> {
  const session = page.session;
  if (!session?.decide || !session.visitorId) return undefined;
  const url = new URL(page.request.url);
  const pageType = pageTypeFromPath(url.pathname);
  const pageView = { url: publicUrl(page.request, search), pageType };
  // The page view as reported (with its trail once known): what a recalculation reports again.
  let reported: PagePersonalisation["pageView"] = pageView;
  const undecided = (): PagePersonalisation => ({ decided: false, variants: {}, recommendations: {}, pageView: reported });
  try {
    const [known, cart] = await Promise.all([trail.catch(() => undefined), session.cart?.(page.site.siteId).catch(() => undefined)]);
    const facts: ServerPageFacts = {
      ...pageView,
      categories: known?.categories,
      breadcrumbs: known?.breadcrumbs,
      productId: idsFromPath(url.pathname).productId,
      searchTerm: pageType === "search" ? (url.searchParams.get("q") ?? undefined) : undefined,
      cart: cart ? { lines: cart.lines.map((line) => ({ ...line, currency: cart.currency })), total: cart.total, subTotal: cart.subTotal } : undefined,
      userAgent: page.request.headers.get("user-agent") ?? undefined,
      acceptLanguage: page.request.headers.get("accept-language") ?? undefined,
      referrer: page.request.headers.get("referer") ?? undefined,
      hostname: url.hostname,
    };
    reported = { ...pageView, categories: [...(known?.categories ?? [])], breadcrumbs: [...(known?.breadcrumbs ?? [])] };
    const call = session.decide(serverDecisionEvents(facts, newRequestId()));
    call.catch((error: unknown) => console.warn(`[p13n] decide failed for ${url.pathname}: baselines (${(error as Error).message})`));
    let timer: Parameters<typeof clearTimeout>[0];
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, DECIDE_BUDGET_MS)));
    const answer = await Promise.race([call.catch(() => undefined), late]).finally(() => clearTimeout(timer));
    if (!answer) return undecided();
    return { ...personalisationFromAnswer(answer, mapVariantLabel), decided: true, pageView: reported };
  } catch (error) {
    console.warn(`[p13n] no decision for ${url.pathname}`, error);
    return undecided();
  }
}
