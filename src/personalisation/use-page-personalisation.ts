import { useEffect, useState } from "react";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { queueDecideEvents, setDecideEventsEnabled } from "./browser-events.ts";
import { screenSizeEvent } from "./page-events.ts";
import { RECALCULATE_EVENT } from "./decision-provider.ts";
import type { DecidedParts, PagePersonalisation } from "./page-personalisation.ts";
import { recommendationsPending } from "./recommendation-slots.ts";
import type { CartFacts } from "./shopper-events.ts";

/** What a recalculation event may carry: the cart after a change, other context events that changed. */
export interface RecalculateDetail {
  /** The cart as the change answered it: sent as Cart and CustomVariables (total-cart, sub-total). */
  cart?: CartFacts;
  events?: DecideEventInput[];
}

/** Asks every experience and recommendation block of the page to be decided again. */
export function requestRecalculation(detail: RecalculateDetail = {}): void {
  window.dispatchEvent(new CustomEvent<RecalculateDetail>(RECALCULATE_EVENT, { detail }));
}

const withParts = (page: PagePersonalisation, parts: DecidedParts | undefined, variantsToo: boolean): PagePersonalisation => ({
  ...page,
  recommendationsSettled: true,
  // No answer: what the page shows stays (its recommendations, or none to wait for).
  ...(parts ? { recommendations: parts.recommendations } : {}),
  ...(parts && variantsToo ? { decided: true, variants: parts.variants, labels: parts.labels } : {}),
});

/**
 * The page's personalisation as its blocks see it (issue 16): the server's decision first (the
 * browser hydrates exactly what the server rendered), then a new decision on each recalculation
 * event (the cart changed, or a block asked). Each page view also reports the shopper's screen
 * size. Sign-in and sign-out revalidate the page's loader, whose server decides again: a new page
 * decision replaces this one.
 *
 * A page the server could not decide in time keeps its baselines: the browser then asks for its
 * recommendations only (their slots were reserved), never for variants the shopper would see swap.
 */
export function usePagePersonalisation(fromServer: PagePersonalisation | undefined): PagePersonalisation | undefined {
  const [state, setState] = useState({ fromServer, current: fromServer });
  // A new page (navigation, revalidation): its own decision, at once (no effect round).
  if (state.fromServer !== fromServer) setState({ fromServer, current: fromServer });

  useEffect(() => {
    // A preview, or a page rendered without an engine: the page's screens record nothing.
    setDecideEventsEnabled(fromServer !== undefined);
    if (!fromServer) return;
    // Once per page view; it goes with the first batch (or with the decision asked just below).
    queueDecideEvents(screenSizeEvent(window.screen.width, window.screen.height));
    let live = true;
    const apply = (parts: DecidedParts | undefined, variantsToo: boolean) => {
      if (!live) return;
      setState((previous) => {
        if (previous.fromServer !== fromServer || !previous.current) return previous;
        // No answer, nothing waiting for one: the page keeps what it shows, as it is.
        if (!parts && !recommendationsPending(previous.current)) return previous;
        return { ...previous, current: withParts(previous.current, parts, variantsToo) };
      });
    };
    // Its code loads when first needed: most page views are never decided again.
    const decide = (detail: RecalculateDetail, variantsToo: boolean) =>
      void import("./decide-page-again.ts").then((module) => module.decidePageAgain(fromServer.pageView, detail)).then((parts) => apply(parts, variantsToo), () => apply(undefined, false));
    if (!fromServer.decided) decide({}, false);
    const recalculate = (event: Event) => decide((event as CustomEvent<RecalculateDetail | null>).detail ?? {}, true);
    window.addEventListener(RECALCULATE_EVENT, recalculate);
    return () => {
      live = false;
      window.removeEventListener(RECALCULATE_EVENT, recalculate);
    };
  }, [fromServer]);

  return state.fromServer === fromServer ? state.current : fromServer;
}
