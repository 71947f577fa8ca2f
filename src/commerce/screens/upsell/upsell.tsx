import { useId, type Ref } from "react";
import { UPSELL_IMPRESSIONS } from "../../../../contracts/api/decide-event-types.ts";
import { isSafeMediaUrl } from "../../../../contracts/safe-url.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import { recommendationsPending } from "../../../personalisation/recommendation-slots.ts";
import { useRecTracking } from "../../../personalisation/use-rec-tracking.ts";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { SafeLink } from "../../../ui/safe-link.tsx";
import { useAddToCart } from "../../cart/cart-state.ts";
import { priceText } from "../../ui/money.ts";
import type { UpsellProps } from "./schema.ts";
import { DEFAULT_STACKED, type UpsellItem } from "./upsell-queries.ts";
import { upsellStrings, type UpsellStrings } from "./upsell-strings.ts";
import styles from "./upsell.module.css";

/**
 * "Complete the look": up to `stackedCount` in-stock items (the data provider's), each with its
 * own add to cart. Nothing at all when none is in stock; a skeleton of its size while a page the
 * server could not decide waits for its recommendations. The first 3 items report impressions.
 */
export default function Upsell({ blockId, title, stackedCount, data }: BlockComponentProps<UpsellProps, UpsellItem[]>) {
  const { page } = useEngine();
  const strings = upsellStrings(page.siteId);
  const headingId = useId();
  const items = (data ?? []).slice(0, stackedCount);
  const tracked = useRecTracking(UPSELL_IMPRESSIONS, items.map((item) => item.recToken).join(" "));
  if (recommendationsPending(page.personalisation)) return <UpsellSkeleton blockId={blockId} count={stackedCount} />;
  if (items.length === 0) return null;
  return (
    <div className={styles.upsell} data-screen="upsell" data-block-id={blockId}>
      <h2 id={headingId} className={styles.title}>
        {title || strings.title}
      </h2>
      <UpsellList items={items} labelledBy={headingId} siteId={page.siteId} strings={strings} tracked={tracked} />
    </div>
  );
}

/**
 * The mini cart's "Complete the look": the page's upsell of the product just added (its first 3
 * items), each with its own add to cart. Its impressions and clicks are reported as the block's
 * (an item once per page, whoever showed it: rec-tracking.ts).
 */
export function MiniCartUpsell({ siteId, items }: { siteId: string; items: readonly UpsellItem[] }) {
  const strings = upsellStrings(siteId);
  const headingId = useId();
  const shown = items.slice(0, DEFAULT_STACKED);
  const tracked = useRecTracking(UPSELL_IMPRESSIONS, shown.map((item) => item.recToken).join(" "));
  return (
    <div className={styles.miniCart}>
      <h3 id={headingId} className={styles.miniCartTitle}>
        {strings.title}
      </h3>
      <UpsellList items={shown} labelledBy={headingId} siteId={siteId} strings={strings} tracked={tracked} compact />
    </div>
  );
}

/** The items, a list named by the heading above it (no landmark: the page's section is one already). */
function UpsellList({ items, labelledBy, siteId, strings, tracked, compact }: { items: readonly UpsellItem[]; labelledBy: string; siteId: string; strings: UpsellStrings; tracked: Ref<HTMLUListElement>; compact?: boolean }) {
  return (
    <ul ref={tracked} className={compact ? `${styles.items} ${styles.compact}` : styles.items} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <UpsellRow key={item.recToken} item={item} siteId={siteId} strings={strings} />
      ))}
    </ul>
  );
}

/**
 * One item: picture, name (a link to its page), price, and its own add to cart of its variant
 * (`sku`): busy while adding (the others stay usable), then the mini cart opens; a refusal shows
 * the catalogue's message under content spec §8's title.
 */
function UpsellRow({ item, siteId, strings }: { item: UpsellItem; siteId: string; strings: UpsellStrings }) {
  const addToCart = useAddToCart(siteId);
  const { lowCurrent, highCurrent, lowOriginal, highOriginal } = item.price;
  const price = priceText({ lowCurrent, highCurrent, lowOriginal, highOriginal, onSale: lowCurrent < lowOriginal || highCurrent < highOriginal }, siteId, strings.price);
  const busy = addToCart.isPending;
  const add = () => {
    // Not `disabled`: the button keeps the keyboard's focus while it works.
    if (!busy) addToCart.mutate({ productId: item.sku, quantity: 1 });
  };
  return (
    <li className={styles.item} data-sku={item.sku} data-rec-token={item.recToken}>
      <img className={styles.image} src={isSafeMediaUrl(item.image) ? item.image : undefined} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div className={styles.text}>
        <SafeLink className={styles.name} href={item.url}>
          {item.name}
        </SafeLink>
        <span className={styles.price}>
          <span className="visually-hidden">{price.label}</span>
          <span aria-hidden="true">
            {price.current}
            {price.original && <s className={styles.original}>{price.original}</s>}
          </span>
        </span>
      </div>
      <button type="button" className={styles.add} aria-busy={busy || undefined} aria-disabled={busy || undefined} aria-label={busy ? strings.addingLabel(item.name) : strings.addLabel(item.name)} onClick={add}>
        {busy ? strings.adding : strings.add}
      </button>
      {addToCart.error ? (
        <div role="alert" className={styles.failed}>
          <strong>{strings.failed}</strong> <span>{addToCart.error.message}</span>
        </div>
      ) : (
        addToCart.isSuccess && (
          <p role="status" className={styles.added}>
            {strings.added}
          </p>
        )
      )}
    </li>
  );
}

/** The block's place while its recommendations are on their way: the heading's and each item's. */
function UpsellSkeleton({ blockId, count }: { blockId: string; count: number }) {
  return (
    <div className={styles.upsell} data-screen="upsell" data-block-id={blockId} aria-hidden="true">
      <div className={styles.skeletonTitle} />
      <div className={styles.items}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.skeletonItem} />
        ))}
      </div>
    </div>
  );
}
