import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { documentLanguage } from "../document-language.ts";
import { StorefrontApp } from "../storefront-app.tsx";
import { SiteFrame } from "../layout/site-frame.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { documentNavigation, PageNavigationProvider } from "../../ui/page-navigation.tsx";
import { DOCUMENT_DATA_ID, type DocumentPageData } from "./document-data.ts";

/**
 * The browser entry of a content page (decision 0041): hydrates the page the server rendered
 * with React Router, without React Router. The tree has the server's shape where React's ids
 * (useId) depend on it: each array of children the server rendered above the page has the same
 * length here, with the page at the same index (React Router's server render: a fragment of two,
 * its static provider's fragment of two; the root layout: html's head and body, the body's three).
 */
const data = JSON.parse(document.getElementById(DOCUMENT_DATA_ID)!.textContent!) as DocumentPageData;
const navigation = documentNavigation(window.location);

const page = (
  <StorefrontApp>
    <PageNavigationProvider value={navigation}>
      <SiteFrame data={data.layout}>
        <ContentPage data={data.page} />
      </SiteFrame>
    </PageNavigationProvider>
  </StorefrontApp>
);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <>
        <>
          <html lang={documentLanguage(data.layout.site.locale, window.location.pathname)}>
            <head />
            <body>
              {page}
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
