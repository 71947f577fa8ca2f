import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import type { OrderDetailsAnswer } from "../../../../contracts/api/orders.ts";
import { formatDate, siteById } from "../../../../contracts/sites.ts";
import { genericMessage } from "../../errors/messages.ts";
import { Notice } from "../../ui/notice.tsx";
import { isCommerceError } from "./order-action-errors.ts";
import { OrderActions } from "./order-actions.tsx";
import { orderHistoryStrings } from "./order-history-strings.ts";
import { orderDetailsQuery } from "./order-queries.ts";
import { orderMoney, orderProgress, orderWords, progressTone } from "./order-words.ts";
import { ShipmentTracking } from "./shipment-tracking.tsx";
import styles from "./order-history.module.css";

/**
 * One of the member's orders (`GET purchase/{orderId}`): its lines, shipments with tracking,
 * payments and totals, and the actions the API allows on it now. An order that is not the
 * member's, or none at all, is "not found" (OHS4004), with the way back to the list.
 */
export function OrderDetails({ siteId, orderNumber, autoFocus, onBack }: { siteId: string; orderNumber: string; autoFocus: boolean; onBack(): void }) {
  const strings = orderHistoryStrings(siteId);
  const details = useQuery({ ...orderDetailsQuery(siteId, orderNumber), enabled: typeof window !== "undefined" });
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) titleRef.current?.focus();
  }, [autoFocus]);

  return (
    <div className={styles.details}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">←</span> {strings.back}
      </button>
      <h3 ref={titleRef} tabIndex={-1} className={styles.detailsTitle}>
        {strings.orderTitle(orderNumber)}
      </h3>
      {details.data ? (
        <OrderView order={details.data} siteId={siteId} />
      ) : details.isError ? (
        <Notice notice={{ type: "error", level: "top", message: details.error.message || genericMessage(siteId), code: isCommerceError(details.error) ? details.error.errorId : undefined }} />
      ) : (
        <p role="status" className={styles.loading}>
          {strings.loadingOrder}
        </p>
      )}
    </div>
  );
}

function OrderView({ order, siteId }: { order: OrderDetailsAnswer; siteId: string }) {
  const strings = orderHistoryStrings(siteId);
  const words = orderWords(siteId);
  const money = (amount: number) => orderMoney(amount, order.currency, siteId);
  const progress = orderProgress(order);
  const totalsId = useId();

  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{strings.placedOn}</dt>
          <dd>{formatDate(new Date(order.createdAt), siteById(siteId))}</dd>
        </div>
        <div>
          <dt>{strings.status}</dt>
          <dd>
            <span className={styles.badge} data-tone={progressTone(progress)}>
              {words.progress[progress]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{strings.total}</dt>
          <dd>{money(order.totals.total)}</dd>
        </div>
      </dl>

      <OrderActions order={order} siteId={siteId} />

      <div className={styles.columns}>
        <div className={styles.main}>
          <h4 className={styles.subheading}>{strings.items}</h4>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.itemName}>{item.name}</span>
                <span className={styles.itemPrice}>{item.bonus ? strings.freeGift : money(item.price.priceAfterOrderDiscount)}</span>
                {(item.attributes.color || item.attributes.size) && <span className={styles.muted}>{strings.colourSize(item.attributes.color, item.attributes.size)}</span>}
                <span className={styles.muted}>
                  {strings.quantity(item.qty)}
                  {item.isDigitalProduct ? ` · ${strings.eGiftCard}` : ""}
                </span>
              </li>
            ))}
          </ul>

          <h4 className={styles.subheading}>{strings.delivery}</h4>
          <div>
            {order.shipments.map((shipment) => (
              <ShipmentTracking key={shipment.shippingId} shipment={shipment} siteId={siteId} headingLevel={5} />
            ))}
          </div>

          <h4 className={styles.subheading}>{strings.payment}</h4>
          <ul className={styles.payments}>
            {order.paymentMethod.map((payment, index) => (
              <li key={`${payment.payment_method_id}-${index}`}>
                <span>{payment.label ?? strings.paymentNames[payment.payment_method_id] ?? payment.payment_method_id}</span>
                <span>{money(payment.amount)}</span>
              </li>
            ))}
          </ul>
        </div>

        <aside className={styles.side} aria-labelledby={totalsId}>
          <h4 id={totalsId} className={styles.subheading}>
            {strings.summary}
          </h4>
          <dl className={styles.totals}>
            <div>
              <dt>{strings.subtotal}</dt>
              <dd>{money(order.totals.itemSubTotal)}</dd>
            </div>
            {order.totals.totalDiscount > 0 && (
              <div>
                <dt>{strings.discount}</dt>
                <dd>−{money(order.totals.totalDiscount)}</dd>
              </div>
            )}
            <div>
              <dt>{strings.shipping}</dt>
              <dd>{order.totals.shipping > 0 ? money(order.totals.shipping) : strings.free}</dd>
            </div>
            <div>
              <dt>{order.totals.taxIncluded ? strings.taxIncluded : strings.tax}</dt>
              <dd>{money(order.totals.tax)}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>{strings.total}</dt>
              <dd>{money(order.totals.total)}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </>
  );
}
