import { useEffect, useState } from "react";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { decideAgain } from "./browser-events.ts";
import { pageViewEvent } from "./decide-events.ts";
import { RECALCULATE_EVENT } from "./decision-provider.ts";
import type { DecidedParts, PagePersonalisation } from "./page-personalisation.ts";

/** What a recalculation event may carry: context events that changed (the cart after a change). */
export interface RecalculateDetail {
  events?: DecideEventInput[];
}

/** Asks every experience and recommendation block of the page to be decided again. */
export function requestRecalculation(detail: RecalculateDetail = {}): void {
  window.dispatchEvent(new CustomEvent<RecalculateDetail>(RECALCULATE_EVENT, { detail }));
}

const withParts = (page: PagePersonalisation, parts: DecidedParts, variantsToo: boolean): PagePersonalisation => ({
  ...page,
  recommendations: parts.recommendations,
  ...(variantsToo ? { decided: true, variants: parts.variants, labels: parts.labels } : {}),
});

/**
 * The page's personalisation as its blocks see it (issue 16): the server's decision first (the
 * browser hydrates exactly what the server rendered), then a new decision on each recalculation
 * event (the cart changed, or a block asked). Sign-in and sign-out revalidate the page's loader,
 * whose server decides again: a new page decision replaces this one.
 *
 * A page the server could not decide in time keeps its baselines: the browser then asks for its
 * recommendations only (their slots were reserved), never for variants the shopper would see swap.
 */
export function usePagePersonalisation(fromServer: PagePersonalisation | undefined): PagePersonalisation | undefined {
  const [state, setState] = useState({ fromServer, current: fromServer });
  // A new page (navigation, revalidation): its own decision, at once (no effect round).
  if (state.fromServer !== fromServer) setState({ fromServer, current: fromServer });

  useEffect(() => {
    if (!fromServer || typeof window === "undefined") return;
    let live = true;
    const apply = (parts: DecidedParts | undefined, variantsToo: boolean) => {
      if (!live || !parts) return;
      setState((previous) => (previous.fromServer === fromServer && previous.current ? { ...previous, current: withParts(previous.current, parts, variantsToo) } : previous));
    };
    if (!fromServer.decided) void decideAgain(pageViewEvent(fromServer.pageView)).then((parts) => apply(parts, false));
    const recalculate = (event: Event) => {
      const extra = (event as CustomEvent<RecalculateDetail | null>).detail?.events ?? [];
      void decideAgain(pageViewEvent(fromServer.pageView), ...extra).then((parts) => apply(parts, true));
    };
    window.addEventListener(RECALCULATE_EVENT, recalculate);
    return () => {
      live = false;
      window.removeEventListener(RECALCULATE_EVENT, recalculate);
    };
  }, [fromServer]);

  return state.fromServer === fromServer ? state.current : fromServer;
}
