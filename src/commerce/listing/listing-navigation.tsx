import type { AnchorHTMLAttributes } from "react";
import { FollowedLink, usePageNavigation } from "../../ui/page-navigation.tsx";

/**
 * How a listing goes to the URL of another state: the page's navigation (decision 0042). On a
 * document page the new state's data is read from a fresh copy of the page and shown without
 * leaving it (back restores the grid); under React Router its loader runs again; where neither is
 * there (Storybook) the document loads. Without JavaScript the same controls are plain links and
 * GET forms.
 */
export type ListingNavigate = (href: string, options?: { keepScroll?: boolean }) => void;

/** The listing's navigation: refinements keep the scroll position unless told otherwise. */
export function useListingNavigate(): ListingNavigate {
  const navigation = usePageNavigation();
  return (href, options) => navigation.navigate(href, { keepScroll: options?.keepScroll ?? true });
}

/**
 * A link to another state of the listing: an ordinary `<a href>` (server HTML, new tab, no
 * JavaScript), followed in the page on a plain click. `keepScroll` (default true) keeps the
 * scroll position (refinements); pagination goes back to the top.
 */
export function ListingLink({ keepScroll = true, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; keepScroll?: boolean }) {
  const navigate = useListingNavigate();
  return <FollowedLink {...rest} follow={(href) => navigate(href, { keepScroll })} />;
}
