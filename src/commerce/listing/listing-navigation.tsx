import { createContext, useCallback, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";
import { useInRouterContext, useNavigate } from "react-router";
import { FollowedLink } from "../../ui/page-navigation.tsx";

/**
 * How a listing goes to the URL of another state: React Router's navigation in the app (the
 * route's loader runs again, the server prefetches the new listing, back restores the grid),
 * a full page load where there is no router (Storybook). Without JavaScript the same controls are
 * plain links and GET forms.
 */
export type ListingNavigate = (href: string, options?: { keepScroll?: boolean }) => void;

const loadPage: ListingNavigate = (href) => window.location.assign(href);

const NavigateContext = createContext<ListingNavigate>(loadPage);

function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go = useCallback<ListingNavigate>((href, options) => void navigate(href, { preventScrollReset: options?.keepScroll ?? true }), [navigate]);
  return <NavigateContext.Provider value={go}>{children}</NavigateContext.Provider>;
}

/** Provides the listing's navigation: the router's when there is one. */
export function ListingNavigation({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <RouterNavigation>{children}</RouterNavigation> : <>{children}</>;
}

export const useListingNavigate = () => useContext(NavigateContext);

/**
 * A link to another state of the listing: an ordinary `<a href>` (server HTML, new tab, no
 * JavaScript), followed by the router on a plain click. `keepScroll` (default true) keeps the
 * scroll position (refinements); pagination goes back to the top.
 */
export function ListingLink({ keepScroll = true, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; keepScroll?: boolean }) {
  const navigate = useListingNavigate();
  return <FollowedLink {...rest} follow={(href) => navigate(href, { keepScroll })} />;
}
