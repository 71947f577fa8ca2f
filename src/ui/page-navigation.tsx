import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from "react";

/**
 * Where the page is and how it goes elsewhere, without React Router (decisions 0041, 0042).
 *
 * Document pages (the home page, the CMS's static pages, categories, products and search) hydrate
 * without React Router's client, 38 KB of the 150 KB every page downloaded: a link to another page
 * is a document load, another state of the same page (a listing's refinements, sort and pages, a
 * new search) is read from a fresh copy of that page's HTML without leaving it, and so is the
 * server's data read again (src/app/document/document-entry.client.tsx). The app's pages (cart,
 * checkout, member pages) keep the router: `RouterPageNavigation`
 * (src/app/navigation/router-page-navigation.tsx) provides the same value from it. Code that both
 * kinds of page share (the header, its search and account entry, the mega menu, the listings)
 * reads this context, never React Router, so that a document page's scripts never import the router.
 */
export interface PageNavigation {
  pathname: string;
  search: string;
  /** Changes at every navigation, also to the same URL. */
  key: string;
  /**
   * Goes to another URL of the storefront: in the page where it can (a router; a document page's
   * other states) or by loading the document. The scroll goes to the top unless `keepScroll`.
   */
  navigate: (href: string, options?: NavigateOptions) => void;
  /** Reads the page's server data again (router: the loaders run again; a content page: its HTML anew). */
  revalidate: () => Promise<void>;
  /** True when `navigate` stays in the page (a router): links may be followed in the page. */
  inApp: boolean;
}

/**
 * A document's navigation: the browser's location, a document load for every link, a reload to
 * read the server's data again (a content page's entry reads it without reloading).
 */
export function documentNavigation(location: { pathname: string; search: string }): PageNavigation {
  return {
    pathname: location.pathname,
    search: location.search,
    key: "document",
    navigate: (href) => window.location.assign(href),
    revalidate: async () => window.location.reload(),
    inApp: false,
  };
}

export interface NavigateOptions {
  /** Keeps the scroll position (a listing's refinements); otherwise the new state starts at the top. */
  keepScroll?: boolean;
}

const PageNavigationContext = createContext<PageNavigation | null>(null);

export const PageNavigationProvider = PageNavigationContext.Provider;

/**
 * The page's navigation. Outside any provider (a story, a test of one component) the document's
 * location, or the root path where there is no document.
 */
export function usePageNavigation(): PageNavigation {
  const given = useContext(PageNavigationContext);
  if (given) return given;
  return documentNavigation(typeof window === "undefined" ? { pathname: "/", search: "" } : window.location);
}

/** A click that follows the link here: the main button, no modifier (new tab, window, download), no target. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented && !event.currentTarget.target;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An ordinary `<a href>` (server HTML, a new tab, no JavaScript) that `follow` takes over on a
 * plain click; without `follow` the browser follows it.
 */
export function FollowedLink({ href, onClick, follow, ...rest }: LinkProps & { follow?: (href: string) => void }) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!follow || !isPlainClick(event)) return;
        event.preventDefault();
        follow(href);
      }}
    />
  );
}

/** A link to a page of the storefront, followed in the page on a plain click where there is a router. */
export function PageLink(props: LinkProps) {
  const navigation = usePageNavigation();
  return <FollowedLink {...props} follow={navigation.inApp ? (href) => navigation.navigate(href) : undefined} />;
}
