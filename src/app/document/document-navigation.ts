import { loadBlockCode } from "../content/content-page.tsx";
import type { NavigateOptions } from "../../ui/page-navigation.tsx";
import { documentStateOf, entryKeyOf, inPageUrl, rememberState, type DocumentState } from "./document-history.ts";

/**
 * A document page's navigation (decision 0042), loaded on its first use (the page's first search,
 * refinement or sign-in), not with every page:
 * - another page: a document load;
 * - another state of this page (the same path, another query: a listing's refinements, sort and
 *   pages, another search): its data from a fresh copy of the page's HTML, shown in the page with a
 *   history entry of its own, as React Router's loaders did. Back and forward show a state seen in
 *   this document at once (the browser restores the scroll against the same content), another by
 *   reading it. The last request wins;
 * - reading the server's data again (a sign-in, a sign-out: the header's shopper, the audience,
 *   prices): the same, without a history entry, so that what is open (the sign-in dialog's next
 *   step) stays open.
 * What cannot be read as a document page's state (a redirect, an error, a network failure) is
 * loaded as a document: the browser shows what the server answers.
 */
export interface DocumentNavigator {
  navigate: (href: string, options?: NavigateOptions) => void;
  revalidate: () => Promise<void>;
  /** Back or forward: the history entry now current is shown. */
  popState: () => void;
}

/** Puts a state on screen: `now` renders it before returning (back and forward), else in a transition. */
export type ShowState = (url: URL, state: DocumentState, how: { navigation: boolean; toTop: boolean; now: boolean }) => void;

/** The page's state at an address, read from a fresh copy of its HTML; undefined when that is not a document page. */
async function readState(href: string): Promise<DocumentState | undefined> {
  try {
    const answer = await fetch(href, { headers: { accept: "text/html" }, credentials: "same-origin" });
    return answer.ok && !answer.redirected ? documentStateOf(await answer.text()) : undefined;
  } catch {
    return undefined;
  }
}

/** The navigator of the page loaded at `first` (its address and state), putting states on screen through `show`. */
export function documentNavigator(first: { pathname: string; search: string; state: DocumentState }, show: ShowState): DocumentNavigator {
  const seen = new Map<string, DocumentState>();
  let shownAddress = entryKeyOf(first);
  rememberState(seen, shownAddress, first.state);
  let latestRequest = 0;

  /** Shows the state at `url`. `history`: the entry a navigation adds or replaces (none: back and forward, revalidation). */
  const showAt = async (url: URL, how: { history?: "pushState" | "replaceState"; navigation: boolean; toTop?: boolean }) => {
    const request = ++latestRequest;
    const address = entryKeyOf(url);
    const known = how.navigation && !how.history ? seen.get(address) : undefined;
    const state = known ?? (await readState(url.href));
    if (request !== latestRequest) return;
    if (!state) return how.history ? window.location.assign(url.href) : window.location.reload();
    if (!known) await loadBlockCode(state.data.page);
    if (request !== latestRequest) return;
    if (how.history) window.history[how.history](null, "", url.href);
    shownAddress = address;
    rememberState(seen, address, state);
    if (state.title) document.title = state.title;
    show(url, state, { navigation: how.navigation, toTop: !!how.toTop, now: !!known });
  };
  const current = () => new URL(window.location.href);

  return {
    navigate: (href, options) => {
      const url = inPageUrl(href, window.location);
      if (!url) return window.location.assign(href);
      void showAt(url, { history: entryKeyOf(url) === entryKeyOf(window.location) ? "replaceState" : "pushState", navigation: true, toTop: !options?.keepScroll });
    },
    revalidate: () => showAt(current(), { navigation: false }),
    // An entry of a fragment (#…) of the state shown changes nothing.
    popState: () => void (entryKeyOf(window.location) !== shownAddress && showAt(current(), { navigation: true })),
  };
}
