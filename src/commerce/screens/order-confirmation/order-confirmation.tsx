import { useEffect, useId, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import { formatDate, formatPrice, siteById } from "../../../../contracts/sites.ts";
import { storeNamesQuery } from "../../ui/store-names.ts";
import { oneLineAddress } from "../../ui/town-line.ts";
import { reportPurchase } from "../../../personalisation/shopper-events.ts";
import { GuestAccount } from "./guest-account.tsx";
import { orderConfirmationStrings } from "./order-confirmation-strings.ts";
import { isOrderNumber, placedOrderQuery, type OrderAnswer } from "./placed-order.ts";
import type { OrderConfirmationProps } from "./schema.ts";
import styles from "./order-confirmation.module.css";

/**
 * The order the shopper has just placed (`?orderNo=`): number, items, delivery, payments and
 * totals; a guest may sign in or create an account here, which makes the order theirs. The
 * server renders the heading and a status; the order is read in the browser (decision 0018).
 */
export default function OrderConfirmation({ blockId, heading, message, continueHref }: BlockComponentProps<OrderConfirmationProps>) {
  const { page } = useEngine();
  const strings = orderConfirmationStrings(page.siteId);
  const orderNumber = new URLSearchParams(page.search ?? "").get("orderNo");
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const valid = isOrderNumber(orderNumber);
  // Browser only: the server render has no shopper, and a reload reads the order again.
  const order = useQuery({ ...placedOrderQuery(page.siteId, valid ? orderNumber : "RL00000000"), enabled: valid && typeof window !== "undefined" });
  const shown = order.data?.orderNumber;
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);
  const continueLink = (
    <a className={styles.continue} href={continueHref ?? `/${page.localePath}`}>
      {strings.continueShopping}
    </a>
  );

  return (
    <section className={styles.confirmation} aria-labelledby={headingId} data-screen="order-confirmation" data-block-id={blockId}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading || strings.heading}
      </h1>
      {!valid ? (
        <p>{strings.noOrder}</p>
      ) : order.data ? (
        <PlacedOrder order={order.data} message={message} loggedIn={page.audience?.loggedIn === true} />
      ) : order.isError ? (
        <p role="alert">{strings.notFound}</p>
      ) : (
        <p role="status" className={styles.loading}>
          {strings.loading}
        </p>
      )}
      {continueLink}
    </section>
  );
}

function PlacedOrder({ order, message, loggedIn }: { order: OrderAnswer; message: string; loggedIn: boolean }) {
  const strings = orderConfirmationStrings(order.siteId);
  const site = siteById(order.siteId);
  const money = (amount: number) => formatPrice(amount, site);
  const itemsById = new Map(order.items.map((item) => [item.id, item]));
  const storeNames = useQuery({ ...storeNamesQuery(order.siteId), enabled: order.shipments.some((shipment) => shipment.storeId) });
  // The Purchase, once per order (not again on a reload).
  useEffect(() => reportPurchase(order), [order]);

  return (
    <>
      <p className={styles.lead}>
        {message || strings.message(order.email)}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{strings.orderNumber}</dt>
          <dd data-order-number>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{strings.placedOn}</dt>
          <dd>{formatDate(new Date(order.createdAt), site)}</dd>
        </div>
      </dl>

      <div className={styles.columns}>
        <div className={styles.main}>
          <h2 className={styles.subheading}>{strings.delivery}</h2>
          {order.shipments.map((shipment) => (
            <div key={shipment.shippingId} className={styles.shipment}>
              <h3 className={styles.shipmentTitle}>
                {strings.deliveryKinds[shipment.code] ?? shipment.label}
                {/* The method's own price, unless the order charged no shipping (a free-shipping promotion). */}
                {shipment.price.amount > 0 && order.totals.shipping > 0 ? ` · ${money(shipment.price.amount)}` : ""}
              </h3>
              {shipment.address && <p className={styles.muted}>{oneLineAddress(shipment.address)}</p>}
              {shipment.storeId && <p className={styles.muted}>{storeNames.data?.[shipment.storeId] ?? strings.storeId(shipment.storeId)}</p>}
              {shipment.deliveryTime && <p className={styles.muted}>{strings.deliveryTime(shipment.deliveryTime)}</p>}
              <ul className={styles.items} aria-label={strings.items}>
                {shipment.itemIds.map((id) => itemsById.get(id)).map(
                  (item) =>
                    item && (
                      <li key={item.id} className={styles.item}>
                        <span className={styles.itemName}>{item.name}</span>
                        <span className={styles.muted}>{strings.colourSize(item.attributes.color, item.attributes.size)}</span>
                        <span className={styles.muted}>{strings.quantity(item.qty)}</span>
                        <span className={styles.itemPrice}>{item.bonus ? strings.freeGift : money(item.price.priceAfterOrderDiscount)}</span>
                      </li>
                    ),
                )}
              </ul>
            </div>
          ))}

          <h2 className={styles.subheading}>{strings.payment}</h2>
          <ul className={styles.payments}>
            {order.paymentMethod.instruments.map((instrument) => (
              <li key={instrument.payment_instrument_id}>
                <span>{instrument.card ? strings.cardEnding(brandName(instrument.card.brand), instrument.card.last4) : (strings.paymentNames[instrument.payment_method_id] ?? instrument.payment_method_id)}</span>
                <span>{money(instrument.amount)}</span>
              </li>
            ))}
          </ul>
          {order.billingAddress && (
            <>
              <h3 className={styles.shipmentTitle}>{strings.billingAddress}</h3>
              <p className={styles.muted}>{oneLineAddress(order.billingAddress)}</p>
            </>
          )}
        </div>

        <aside className={styles.side} aria-label={strings.totals}>
          <h2 className={styles.subheading}>{strings.totals}</h2>
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
              <dt>{strings.tax}</dt>
              <dd>{money(order.totals.tax)}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>{strings.total}</dt>
              <dd>{money(order.totals.total)}</dd>
            </div>
          </dl>
        </aside>
      </div>

      {!loggedIn && <GuestAccount order={order} />}
    </>
  );
}

/** A card brand as a name: the commerce API answers "visa". */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

