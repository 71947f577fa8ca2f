import type { ReactNode } from "react";
import type { SiteLayoutData } from "../routes/site-layout.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { VideoPlayerConfigProvider } from "../../blocks/video/player-config.tsx";
import { SearchViewProvider } from "../../ui/search-view.tsx";
import { usePageNavigation } from "../../ui/page-navigation.tsx";
import { StylesheetLinks } from "../stylesheet-links.tsx";

/**
 * A site's page around its content: skip link, header, main, footer. The site layout route renders
 * it with the router's data; a content page's document entry (decision 0041) with the same data,
 * read from the page, without the router.
 */
export function SiteFrame({ data, children }: { data: SiteLayoutData; children: ReactNode }) {
  const { site, megaMenu, footer, menuFlags, videoPlayer, headerStyles, shopper, simplifiedEnrollment, favourites } = data;
  const { pathname } = usePageNavigation();
  return (
    // The header's search view is known to the whole page (a linked card records its clicks
    // while it is open); a navigation closes it.
    <SearchViewProvider resetKey={pathname}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <StylesheetLinks hrefs={headerStyles} />
      <SiteHeader site={site} megaMenu={megaMenu} menuFlags={menuFlags} shopper={shopper} simplifiedEnrollment={simplifiedEnrollment} favourites={favourites} />
      <main id="main" tabIndex={-1}>
        <VideoPlayerConfigProvider value={videoPlayer}>{children}</VideoPlayerConfigProvider>
      </main>
      <SiteFooter footer={footer} />
    </SearchViewProvider>
  );
}
