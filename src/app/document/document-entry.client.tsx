import { StrictMode, startTransition, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { documentLanguage } from "../document-language.ts";
import { StorefrontApp } from "../storefront-app.tsx";
import { SiteFrame } from "../layout/site-frame.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { PageNavigationProvider, type NavigateOptions, type PageNavigation } from "../../ui/page-navigation.tsx";
import { DOCUMENT_DATA_ID, type DocumentPageData } from "./document-data.ts";
import type { DocumentNavigator, ShowState } from "./document-navigation.ts";

/**
 * The browser entry of a document page (decisions 0041, 0042): hydrates the page the server
 * rendered with React Router, without React Router. The tree has the server's shape where React's
 * ids (useId) depend on it: each array of children the server rendered above the page has the same
 * length here, with the page at the same index (React Router's server render: a fragment of two,
 * its static provider's fragment of two; the root layout: html's head and body, the body's three).
 */
const initial = JSON.parse(document.getElementById(DOCUMENT_DATA_ID)!.textContent!) as DocumentPageData;

interface Shown {
  pathname: string;
  search: string;
  data: DocumentPageData;
  /** Counts the navigations (the page navigation's key); reading the data again keeps it. */
  visit: number;
  /** The navigation asked for the top of the new state. */
  toTop: boolean;
}

/**
 * The page with its data. Its navigation (./document-navigation.ts: another state of the page
 * shown in it, back and forward, the server's data read again) loads on its first use.
 */
function DocumentPage() {
  const [shown, setShown] = useState<Shown>(() => ({ pathname: window.location.pathname, search: window.location.search, data: initial, visit: 0, toTop: false }));

  useLayoutEffect(() => {
    if (shown.toTop) window.scrollTo(0, 0);
  }, [shown.visit, shown.toTop]);

  const { navigate, revalidate, onPopState } = useMemo(() => {
    const show: ShowState = (url, state, how) => {
      const update = () => setShown((previous) => ({ pathname: url.pathname, search: url.search, data: state.data, visit: previous.visit + (how.navigation ? 1 : 0), toTop: how.toTop }));
      if (how.now) flushSync(update);
      else startTransition(update);
    };
    const first = { pathname: window.location.pathname, search: window.location.search, state: { data: initial, title: document.title } };
    let loaded: DocumentNavigator | undefined;
    let loading: Promise<DocumentNavigator> | undefined;
    const navigator = () => (loading ??= import("./document-navigation.ts").then((module) => (loaded = module.documentNavigator(first, show))));
    return {
      navigate: (href: string, options?: NavigateOptions) => void navigator().then((loaded) => loaded.navigate(href, options)),
      revalidate: () => navigator().then((loaded) => loaded.revalidate()),
      // Once loaded, at once: a state seen is rendered before the browser restores the scroll.
      onPopState: () => (loaded ? loaded.popState() : void navigator().then((loaded) => loaded.popState())),
    };
  }, []);

  useEffect(() => {
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [onPopState]);

  const value = useMemo<PageNavigation>(
    () => ({ pathname: shown.pathname, search: shown.search, key: `document-${shown.visit}`, navigate, revalidate, inApp: false }),
    [navigate, revalidate, shown.pathname, shown.search, shown.visit],
  );
  return (
    <StorefrontApp>
      <PageNavigationProvider value={value}>
        <SiteFrame data={shown.data.layout}>
          <ContentPage data={shown.data.page} />
        </SiteFrame>
      </PageNavigationProvider>
    </StorefrontApp>
  );
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <>
        <>
          <html lang={documentLanguage(initial.layout.site.locale, window.location.pathname)}>
            <head />
            <body>
              <DocumentPage />
              {null}
              {null}
            </body>
          </html>
          {null}
        </>
        {null}
      </>
    </StrictMode>,
  );
});
