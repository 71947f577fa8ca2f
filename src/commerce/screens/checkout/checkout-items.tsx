import type { CartItemAnswer } from "../../../../contracts/api/cart.ts";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import type { CheckoutStrings } from "./checkout-strings.ts";
import styles from "./checkout.module.css";

/** Lines of a shipment or of the order: name, colour and size, quantity, line total. */
export function CheckoutItems({ siteId, items, strings, label }: { siteId: string; items: readonly CartItemAnswer[]; strings: CheckoutStrings; label?: string }) {
  const site = siteById(siteId);
  return (
    <ul className={styles.items} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span>
            <span className={styles.itemName}>{item.name}</span>{" "}
            <span className={styles.itemMeta}>
              {strings.variant(item.attributes.color, item.attributes.size)} · {strings.quantity(item.qty)}
            </span>
          </span>
          <span className={styles.itemPrice}>{item.bonus && item.price.priceAfterItemDiscount === 0 ? strings.free : formatPrice(item.price.priceAfterItemDiscount, site)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The cart's lines of a shipment, in the shipment's order. */
export function itemsOf(items: readonly CartItemAnswer[], itemIds: readonly string[]): CartItemAnswer[] {
  return itemIds.map((id) => items.find((item) => item.id === id)).filter((item): item is CartItemAnswer => !!item);
}
