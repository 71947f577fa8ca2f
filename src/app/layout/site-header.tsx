import { Link } from "react-router";
import type { MenuDocument } from "../content/layout-content.ts";
import type { SiteConfig } from "../sites.ts";
import { SITES } from "../sites.ts";
import { SafeLink } from "../../ui/safe-link.tsx";

/** Header with the site's top navigation. The mega menu block replaces the nav list later. */
export function SiteHeader({ site, menu }: { site: SiteConfig; menu: MenuDocument }) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={`/${site.localePath}`} className="site-header__brand" aria-label="Ridgeline home">
          RIDGELINE
        </Link>
        {menu.items.length > 0 && (
          <nav aria-label="Main" className="site-header__nav">
            <ul>
              {menu.items.map((item) => (
                <li key={item.url}>
                  <SafeLink href={item.url}>{item.title}</SafeLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
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
