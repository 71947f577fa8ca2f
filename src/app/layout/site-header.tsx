import { PageLink } from "../../ui/page-navigation.tsx";
import type { SiteConfig } from "../../../contracts/sites.ts";
import { SITES } from "../../../contracts/sites.ts";
import { Suspense, use, useEffect, useMemo, useRef, type ComponentType } from "react";
import { registry } from "../../blocks/index.ts";
import { MegaMenuFlagsProvider, type MegaMenuFlags } from "../../blocks/mega-menu/feature-flags.tsx";
import type { MegaMenuProps } from "../../blocks/mega-menu/schema.ts";
import { ServerHtmlIsland } from "../../engine/react/server-html-island.tsx";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { HeaderCart } from "../../commerce/cart/header-cart.tsx";
import { AccountEntry, type HeaderShopper } from "../../commerce/identity/account-entry.tsx";

const GUEST_SHOPPER: HeaderShopper = { signedIn: false, employeeTermsPending: false };
import { SiteSearch } from "./site-search.tsx";

const loadMegaMenu = () => registry.load("mega-menu") as Promise<ComponentType<BlockComponentProps<MegaMenuProps>>>;

/** The mega menu block's component, from the registry (loaded at start on the server). */
function MegaMenu(props: BlockComponentProps<MegaMenuProps>) {
  const Menu = use(loadMegaMenu());
  return <Menu {...props} />;
}

/**
 * Header: the brand, the site's menu document through the mega menu block (desktop popovers,
 * mobile accordion), the search disclosure (the search view; needs a `SearchViewProvider`
 * around the page), the cart link with its count, the mini cart and the region switcher. The
 * site layout's loader made `megaMenu` of the menu document (menu-document.ts), so that no
 * schema (nor zod) reaches the browser for it.
 * The menu is server HTML (its links work as they are) until the shopper reaches for it: its
 * code and Radix's load then (see ServerHtmlIsland, docs/decisions/0014).
 */
export function SiteHeader({ site, megaMenu, menuFlags, shopper = GUEST_SHOPPER, simplifiedEnrollment, favourites }: { site: SiteConfig; megaMenu: MegaMenuProps | undefined; menuFlags: MegaMenuFlags; shopper?: HeaderShopper; simplifiedEnrollment?: boolean; favourites?: boolean }) {
  const header = useRef<HTMLElement>(null);
  const menuIdentity = useMemo(() => JSON.stringify([megaMenu, menuFlags]), [megaMenu, menuFlags]);
  // Full-height heroes size themselves with --header-height (the header wraps on small screens).
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const publish = () => document.documentElement.style.setProperty("--header-height", `${element.offsetHeight}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => observer.disconnect();
  }, []);
  return (
    <header className="site-header" ref={header}>
      <div className="site-header__bar">
        <PageLink href={`/${site.localePath}`} className="site-header__brand" aria-label="Ridgeline home">
          RIDGELINE
        </PageLink>
        {megaMenu && (
          <div className="site-header__nav">
            <ServerHtmlIsland hydration="interaction" identity={menuIdentity} prepare={loadMegaMenu}>
              <Suspense fallback={null}>
                <MegaMenuFlagsProvider value={menuFlags}>
                  <MegaMenu {...megaMenu} blockId="site-menu" />
                </MegaMenuFlagsProvider>
              </Suspense>
            </ServerHtmlIsland>
          </div>
        )}
        <SiteSearch site={site} />
        <AccountEntry site={site} shopper={shopper} simplifiedEnrollment={simplifiedEnrollment} favourites={favourites} />
        <HeaderCart siteId={site.siteId} localePath={site.localePath} />
        <nav aria-label="Region" className="site-header__regions">
          <ul>
            {SITES.map((candidate) => (
              <li key={candidate.localePath}>
                <a href={`/${candidate.localePath}`} hrefLang={candidate.locale} aria-current={candidate.localePath === site.localePath ? "true" : undefined}>
                  {candidate.localePath.toUpperCase()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
