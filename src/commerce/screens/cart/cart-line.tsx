import { useId, type ReactNode } from "react";
import type { CartItemAnswer } from "../../../../contracts/api/cart.ts";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import { safeHref } from "../../../../contracts/safe-url.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { productImageUrl, SWATCH_CODES_BY_NAME } from "../../ui/product-media.ts";
import { FavouriteButton } from "../../ui/favourite-button.tsx";
import type { CartStrings } from "./cart-strings.ts";
import { LineDelivery, type LineDeliveryProps } from "./line-delivery.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import styles from "./cart.module.css";

export interface CartLineProps {
  item: CartItemAnswer;
  siteId: string;
  strings: CartStrings;
  /** The line's notices: its flash reasons, then the outcome of the last action on it. */
  notices: readonly NoticeMessage[];
  busy: boolean;
  /** This line's action is the one running. */
  working: boolean;
  allowSaveForLater: boolean;
  /** The favourite heart (off in buy-in-store mode, commerce spec §4). */
  allowFavourite: boolean;
  /** Under the prices: an in-store associate's price adjustment of the line. */
  adjustment?: ReactNode;
  delivery: Pick<LineDeliveryProps, "storeId" | "storeName" | "onPickup" | "onShipHome">;
  onQuantity(quantity: number): void;
  onRemove(): void;
  onSaveForLater(): void;
}

/**
 * One cart line: picture, name (to the product page), colour and size, badge, prices (unit, the
 * original struck through when it differs; the line's total, and after item and order
 * discounts when they take something off), the quantity stepper, remove, save for later,
 * favourite, and how it is delivered; in buy-in-store mode, the associate's price adjustment
 * instead of save for later and favourite. A gift with purchase is a bonus line: free, no stepper,
 * nothing to remove (the promotion adds and removes it).
 */
export function CartLine({ item, siteId, strings, notices, busy, working, allowSaveForLater, allowFavourite, adjustment, delivery, onQuantity, onRemove, onSaveForLater }: CartLineProps) {
  const site = siteById(siteId);
  const money = (amount: number) => formatPrice(amount, site);
  const noticeId = useId();
  const nameId = useId();
  const href = safeHref(item.pdpUrl);
  const colourCode = SWATCH_CODES_BY_NAME[item.attributes.color] ?? "";
  const onSale = item.price.original > item.price.current;
  const discounted = item.price.priceAfterOrderDiscount < item.price.rowTotal;
  const describedBy = notices.length > 0 ? noticeId : undefined;
  const current = money(item.price.current);
  const original = onSale ? money(item.price.original) : undefined;

  return (
    <li className={styles.line} data-item-id={item.id} data-bonus={item.bonus || undefined} aria-labelledby={nameId} aria-busy={working || undefined}>
      <img className={styles.lineImage} src={productImageUrl(item.masterId, colourCode, "front")} alt="" width={112} height={112} loading="lazy" />
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <div className={styles.lineTitle}>
            {item.bonus ? <p className={styles.badge}>{strings.giftLine}</p> : item.badge && <p className={styles.badge}>{item.badge}</p>}
            <h3 id={nameId} className={styles.lineName}>
              {href ? <a href={href}>{item.name}</a> : item.name}
            </h3>
            <p className={styles.attributes}>
              {item.attributes.color && <span>{strings.colour(item.attributes.color)}</span>}
              {item.attributes.size && <span>{strings.size(item.attributes.size)}</span>}
            </p>
          </div>
          {!item.bonus && allowFavourite && <FavouriteButton siteId={siteId} styleId={item.masterId} productName={item.name} />}
        </div>

        <div className={styles.prices}>
          {item.bonus ? (
            <p className={styles.free}>{strings.freeGift}</p>
          ) : (
            <>
              <p className={styles.unitPrice}>
                <span className="visually-hidden">{strings.priceLabel(current, original)}</span>
                <span aria-hidden="true">
                  <span className={onSale ? styles.salePrice : undefined}>{current}</span> {original && <s className={styles.originalPrice}>{original}</s>} <span className={styles.muted}>{strings.each}</span>
                </span>
              </p>
              <dl className={styles.lineTotals}>
                <div>
                  <dt>{strings.rowTotal}</dt>
                  <dd>{discounted ? <s>{money(item.price.rowTotal)}</s> : money(item.price.rowTotal)}</dd>
                </div>
                {discounted && (
                  <div className={styles.afterDiscounts}>
                    <dt>{strings.afterDiscounts}</dt>
                    <dd>{money(item.price.priceAfterOrderDiscount)}</dd>
                  </div>
                )}
              </dl>
              {item.productPromotions && item.productPromotions.length > 0 && (
                <ul className={styles.linePromotions}>
                  {item.productPromotions.map((promotion) => (
                    <li key={promotion.promotionId}>
                      {promotion.promotionName}
                      {promotion.price < 0 && <span> {money(promotion.price)}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          {!item.bonus && adjustment}
        </div>

        {notices.length > 0 && (
          <div id={noticeId} className={styles.lineNotices}>
            {notices.map((notice, index) => (
              <Notice key={`${notice.code ?? notice.type}-${index}`} notice={notice} />
            ))}
          </div>
        )}

        {!item.bonus && (
          <div className={styles.lineActions}>
            <QuantityStepper name={item.name} quantity={item.qty} max={Math.max(item.maxQty, 1)} disabled={busy} describedBy={describedBy} strings={strings} onChange={onQuantity} />
            <div className={styles.lineButtons}>
              <button type="button" className={styles.linkButton} aria-label={strings.removeLabel(item.name)} aria-disabled={busy} onClick={() => !busy && onRemove()}>
                {strings.remove}
              </button>
              {allowSaveForLater && (
                <button type="button" className={styles.linkButton} aria-label={strings.saveForLaterLabel(item.name)} aria-disabled={busy} onClick={() => !busy && onSaveForLater()}>
                  {strings.saveForLater}
                </button>
              )}
            </div>
          </div>
        )}
        {item.bonus && <p className={styles.muted}>{strings.savedQuantity(item.qty)}</p>}

        {!item.bonus && <LineDelivery item={item} siteId={siteId} strings={strings} busy={busy} describedBy={describedBy} {...delivery} />}
        {working && (
          <p className={styles.working} role="status">
            {strings.working}
          </p>
        )}
      </div>
    </li>
  );
}
