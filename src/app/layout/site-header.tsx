import { Link } from "react-router";
import type { SiteConfig } from "../sites.ts";
import { SITES } from "../sites.ts";
import { useEffect, useRef } from "react";
import MegaMenu from "../../blocks/mega-menu/mega-menu.tsx";
import { MegaMenuFlagsProvider, type MegaMenuFlags } from "../../blocks/mega-menu/feature-flags.tsx";
import type { MegaMenuProps } from "../../blocks/mega-menu/schema.ts";
import { SiteSearch } from "./site-search.tsx";

/**
 * Header: the brand, the site's menu document through the mega menu block (desktop popovers,
 * mobile accordion), the search disclosure (the search view; needs a `SearchViewProvider`
 * around the page) and the region switcher. The site layout's loader made `megaMenu` of the
 * menu document (menu-document.ts), so that no schema (nor zod) reaches the browser for it.
 */
export function SiteHeader({ site, megaMenu, menuFlags }: { site: SiteConfig; megaMenu: MegaMenuProps | undefined; menuFlags: MegaMenuFlags }) {
  const header = useRef<HTMLElement>(null);
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
        <Link to={`/${site.localePath}`} className="site-header__brand" aria-label="Ridgeline home">
          RIDGELINE
        </Link>
        {megaMenu && (
          <div className="site-header__nav">
            <MegaMenuFlagsProvider value={menuFlags}>
              <MegaMenu {...megaMenu} blockId="site-menu" />
            </MegaMenuFlagsProvider>
          </div>
        )}
        <SiteSearch language={site.language} />
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
