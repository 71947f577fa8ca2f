import { useEffect, useSyncExternalStore } from "react";
import { isModalHash, modalLinkUrl } from "./modal-url.ts";

/**
 * The URL fragment is the state of the dialogs: `#modal-{id}` in the URL opens that dialog.
 * So a shared link opens it, the back button closes it and forward opens it again.
 *
 * **How `#modal` buttons work.** Buttons and rich-text links of every block are plain anchors
 * (`ButtonLink`, `SafeLink`). While a dialog block is on the page it installs one click
 * listener on the document (delegation: no block has to know about dialogs) that takes over
 * clicks on anchors whose `href` is a dialog URL (`modalLinkUrl`): it pushes the URL the
 * rules give (path kept, query merged) as a new history entry and announces it with a
 * `popstate` event, which the dialogs and React Router both listen to. A click with a
 * modifier key, on a new-tab link, or already handled (`defaultPrevented`, e.g. a router
 * `<Link>`) is left to the browser. Without JavaScript a `#modal` link still sets the fragment.
 *
 * **Closing** goes back in history when the dialog's entry was added on this page (so back
 * and close agree); a dialog opened by a shared link has no entry of this page before it, so
 * closing replaces its entry by the URL without the fragment instead of leaving the site.
 *
 * A hash-only change does not rerun React Router's loaders; the change of query of a `?…#modal`
 * link and the removal of the fragment do (the page data is revalidated, as for any link).
 */

const listeners = new Set<() => void>();
/** The URL of a dialog entry this page added to the history (closing it goes back). */
let addedModalEntry: string | undefined;
/** A close went back and the browser has not arrived yet: a second Escape must not go back again. */
let goingBack = false;

function onHistoryChange(): void {
  goingBack = false;
  // Arrived here by navigating within the page: there is an entry of this page before it.
  addedModalEntry = isModalHash(window.location.hash) ? window.location.href : undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener("popstate", onHistoryChange);
    window.addEventListener("hashchange", onHistoryChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("popstate", onHistoryChange);
      window.removeEventListener("hashchange", onHistoryChange);
    }
  };
}

const currentHash = () => window.location.hash;
const noHashOnServer = () => "";

/** The URL fragment (`#…`), kept up to date; "" on the server and while hydrating. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, currentHash, noHashOnServer);
}

/** Moves to `url` (same document) as a new history entry, telling the dialogs and the router. */
export function openModalUrl(url: string): void {
  const { pathname, search, hash } = window.location;
  // Already there (a link to the open dialog): no second entry to go back through.
  if (url === `${pathname}${search}${hash}`) return;
  window.history.pushState(null, "", url);
  window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
}

/** Closes the open dialog: back when this page added its entry, else the same URL without the fragment. */
export function closeModal(): void {
  if (goingBack || !isModalHash(window.location.hash)) return;
  if (addedModalEntry === window.location.href) {
    goingBack = true;
    window.history.back();
    return;
  }
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
}

/** The delegated click listener: dialog URLs of any anchor on the page. */
export function onModalLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const url = modalLinkUrl(anchor.getAttribute("href") ?? "", window.location);
  if (url === undefined) return;
  event.preventDefault();
  openModalUrl(url);
}

let installed = 0;

/** Keeps the delegated listener installed while at least one dialog block is mounted. */
export function useModalLinks(): void {
  useEffect(() => {
    if (installed++ === 0) document.addEventListener("click", onModalLinkClick);
    return () => {
      if (--installed === 0) document.removeEventListener("click", onModalLinkClick);
    };
  }, []);
}
