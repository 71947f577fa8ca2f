import { siteById } from "../../../contracts/sites.ts";
import styles from "./cart-link.module.css";

/** The link's accessible name in the site's language (here, not with the mini cart's words: every page has the link). */
const CART_LINK_NAMES: Record<string, (count: number | undefined) => string> = {
  en: (count) => (count ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart"),
  fr: (count) => (count ? `Panier, ${count} ${count === 1 ? "article" : "articles"}` : "Panier"),
  de: (count) => (count ? `Warenkorb, ${count} Artikel` : "Warenkorb"),
};
export const cartLinkName = (siteId: string, count: number | undefined) => (CART_LINK_NAMES[siteById(siteId).language] ?? CART_LINK_NAMES.en!)(count);

/**
 * The header's link to the cart, with the number of units in it once known (`count`). The
 * badge's room is always laid out, so nothing moves when the count arrives.
 */
export function CartLink({ siteId, localePath, count }: { siteId: string; localePath: string; count: number | undefined }) {
  const shown = count && count > 0 ? count : undefined;
  return (
    <a href={`/${localePath}/cart`} className={styles.link} aria-label={cartLinkName(siteId, shown)}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 7h12l-1 13H7L6 7Zm3 0V5.5a3 3 0 0 1 6 0V7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className={styles.badge} aria-hidden="true" data-empty={shown ? undefined : "true"}>
        {shown && shown > 99 ? "99+" : shown}
      </span>
    </a>
  );
}
