import type { SavedForLaterAnswer } from "../../../../contracts/api/saved-for-later.ts";
import { safeHref } from "../../../../contracts/safe-url.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import type { CartStrings } from "./cart-strings.ts";
import styles from "./cart.module.css";

type SavedItem = SavedForLaterAnswer["items"][number];

export interface SavedForLaterProps {
  list: SavedForLaterAnswer | undefined;
  localePath: string;
  strings: CartStrings;
  busy: boolean;
  /** The outcome of the last action on a saved item, by its id. */
  notice?: { savedItemId: string; notice: NoticeMessage };
  onMoveToCart(item: SavedItem): void;
  onRemove(item: SavedItem): void;
}

/** A product page path of the list answered for another site (the list names pages under its own prefix). */
export const onSite = (pageUrl: string, localePath: string) => pageUrl.replace(/^\/[a-z]{2}-[a-z]{2}\//, `/${localePath}/`);

/**
 * The saved-for-later list under the cart (commerce spec §3 Saved-for-later): each item with its
 * quantity and whether it is in stock, to move back into the cart (the cart's stock rules apply:
 * INV408, INV700 show beside it) or to remove.
 */
export function SavedForLater({ list, localePath, strings, busy, notice, onMoveToCart, onRemove }: SavedForLaterProps) {
  const items = list?.items ?? [];
  return (
    <section className={styles.saved} aria-labelledby="cart-saved-heading">
      <h2 id="cart-saved-heading" className={styles.sectionHeading}>
        {strings.savedHeading}
        {items.length > 0 && <span className={styles.count}> ({items.length})</span>}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{strings.savedEmpty}</p>
      ) : (
        <ul className={styles.savedList}>
          {items.map((item) => {
            const href = safeHref(onSite(item.pageUrl, localePath));
            return (
              <li key={item.itemId} className={styles.savedItem}>
                <div className={styles.savedText}>
                  {href ? (
                    <a className={styles.savedName} href={href}>
                      {item.name}
                    </a>
                  ) : (
                    <span className={styles.savedName}>{item.name}</span>
                  )}
                  <span className={styles.muted}>{strings.savedQuantity(item.qty)}</span>
                  {!item.available && <span className={styles.unavailable}>{strings.savedUnavailable}</span>}
                </div>
                <div className={styles.lineButtons}>
                  {item.available && (
                    <button type="button" className={styles.secondaryButton} aria-label={strings.moveToCartLabel(item.name)} aria-disabled={busy} onClick={() => !busy && onMoveToCart(item)}>
                      {strings.moveToCart}
                    </button>
                  )}
                  <button type="button" className={styles.linkButton} aria-label={strings.removeSavedLabel(item.name)} aria-disabled={busy} onClick={() => !busy && onRemove(item)}>
                    {strings.remove}
                  </button>
                </div>
                {notice?.savedItemId === item.itemId && <Notice notice={notice.notice} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
