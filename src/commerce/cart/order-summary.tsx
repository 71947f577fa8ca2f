import { useId } from "react";
import type { CartAnswer } from "../../../contracts/api/cart.ts";
import { orderSummaryRows, savingsText } from "./order-summary-rows.ts";
import { orderSummaryStrings } from "./order-summary-strings.ts";
import styles from "./order-summary.module.css";

export type { CartAnswer };

/**
 * The order summary of a cart (cart screen, checkout steps): items, discounts by name, shipping,
 * tax, total and what remains to pay, in the site's money format. A `section` named by its
 * heading; the rows are a description list so that each amount is read with its label.
 */
export function OrderSummary({ siteId, cart, heading }: { siteId: string; cart: CartAnswer; heading?: string }) {
  const strings = orderSummaryStrings(siteId);
  const rows = orderSummaryRows(cart, siteId);
  const savings = savingsText(cart, siteId);
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId} data-testid="order-summary">
      <h2 id={headingId} className={styles.heading}>
        {heading ?? strings.heading}
      </h2>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-row={row.key} data-kind={row.kind}>
            <dt>
              {row.label}
              {row.note && <span className={styles.note}>{row.note}</span>}
            </dt>
            <dd>
              {row.kind === "discount" && <span className="visually-hidden">{strings.discount} </span>}
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {savings && <p className={styles.savings}>{savings}</p>}
    </section>
  );
}
