import { StrictMode, startTransition, useMemo, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { documentLanguage } from "../document-language.ts";
import { StorefrontApp } from "../storefront-app.tsx";
import { SiteFrame } from "../layout/site-frame.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { documentNavigation, PageNavigationProvider, type PageNavigation } from "../../ui/page-navigation.tsx";
import { DOCUMENT_DATA_ID, type DocumentPageData } from "./document-data.ts";
import { documentDataOf } from "./document-data-of.ts";

/**
 * The browser entry of a content page (decision 0041): hydrates the page the server rendered
 * with React Router, without React Router. The tree has the server's shape where React's ids
 * (useId) depend on it: each array of children the server rendered above the page has the same
 * length here, with the page at the same index (React Router's server render: a fragment of two,
 * its static provider's fragment of two; the root layout: html's head and body, the body's three).
 */
const initial = JSON.parse(document.getElementById(DOCUMENT_DATA_ID)!.textContent!) as DocumentPageData;

/**
 * The page with its data. Reading the server's data again (a sign-in, a sign-out: the header's
 * shopper, the audience, prices) fetches the page anew and takes the data it carries, as React
 * Router's revalidation would, so that what is open (the sign-in dialog's next step) stays open.
 * A page that is no longer a content page (a redirect, an error) is loaded instead.
 */
function DocumentPage() {
  const [data, setData] = useState(initial);
  const navigation = useMemo<PageNavigation>(
    () => ({
      ...documentNavigation(window.location),
      revalidate: async () => {
        const answer = await fetch(window.location.href, { headers: { accept: "text/html" }, credentials: "same-origin" });
        const fresh = answer.ok && !answer.redirected ? documentDataOf(await answer.text()) : undefined;
        if (fresh) startTransition(() => setData(fresh));
        else window.location.reload();
      },
    }),
    [],
  );
  return (
    <StorefrontApp>
      <PageNavigationProvider value={navigation}>
        <SiteFrame data={data.layout}>
          <ContentPage data={data.page} />
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
