import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { formatPrice, siteById } from "../../../contracts/sites.ts";
import { productImageUrl, SWATCH_CODES_BY_NAME } from "../ui/product-media.ts";
import { MINI_CART_EVENT, type MiniCartEventDetail } from "./cart-events.ts";
import { cartQuery } from "./cart-state.ts";
import { miniCartStrings, type MiniCartStrings } from "./mini-cart-strings.ts";
import { cachedUpsell, upsellAfterAdd } from "../screens/upsell/upsell-cache.ts";
import styles from "./mini-cart.module.css";

// The upsell's code (its block's chunk, likely loaded already) only when there is one to show.
const MiniCartUpsell = lazy(() => import("../screens/upsell/upsell.tsx").then((module) => ({ default: module.MiniCartUpsell })));

/**
 * The mini cart: a dialog that opens when something is added to the cart (the window's
 * MINI_CART_EVENT, see useAddToCart) and shows the cart's lines (colour and size, quantity, unit
 * price, line total) and subtotal, with links to the cart and the checkout, and "Complete the
 * look" when the page has an upsell for the product added (its block's data, upsell-cache.ts).
 * Mounted once, in the site header; renders nothing until opened.
 */
export function MiniCart({ siteId, localePath, opening }: { siteId: string; localePath: string; /** The event it was loaded for: it opens at once. */ opening?: MiniCartEventDetail }) {
  const [open, setOpen] = useState(opening !== undefined);
  const [added, setAdded] = useState<string | undefined>(opening?.added?.productId);
  const cart = useQuery({ ...cartQuery(siteId), enabled: open });
  const queryClient = useQueryClient();
  const [upsell, setUpsell] = useState(() => (opening?.added ? cachedUpsell(queryClient, siteId, opening.added.productId) : []));
  const strings = miniCartStrings(siteId);
  const site = siteById(siteId);

  useEffect(() => {
    const onAdded = (event: Event) => {
      const detail = (event as CustomEvent<MiniCartEventDetail>).detail;
      if (detail?.siteId && detail.siteId !== siteId) return;
      const productId = detail?.added?.productId;
      setAdded(productId);
      setUpsell((shown) => (productId ? upsellAfterAdd(shown, cachedUpsell(queryClient, siteId, productId), productId) : []));
      setOpen(true);
    };
    window.addEventListener(MINI_CART_EVENT, onAdded);
    return () => window.removeEventListener(MINI_CART_EVENT, onAdded);
  }, [siteId, queryClient]);

  const items = cart.data?.items ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{strings.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={strings.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {items.length === 0 ? (
            <p className={styles.empty}>{strings.empty}</p>
          ) : (
            <ul className={styles.lines}>
              {items.map((item) => (
                <li key={item.id} className={styles.line} data-added={item.productId === added ? "true" : undefined}>
                  <img src={productImageUrl(item.masterId, SWATCH_CODES_BY_NAME[item.attributes.color] ?? "", "front")} alt="" width={80} height={80} loading="lazy" />
                  <div className={styles.lineText}>
                    <a href={item.pdpUrl} className={styles.lineName}>
                      {item.name}
                    </a>
                    {(item.attributes.color || item.attributes.size) && <span className={styles.muted}>{strings.colourSize(item.attributes.color, item.attributes.size)}</span>}
                    <span className={styles.muted}>{strings.quantity(item.qty)}</span>
                    {!item.bonus && <UnitPrice current={formatPrice(item.price.current, site)} original={item.price.original > item.price.current ? formatPrice(item.price.original, site) : undefined} strings={strings} />}
                  </div>
                  <span className={styles.lineTotal}>{item.bonus ? strings.freeGift : formatPrice(item.price.priceAfterItemDiscount, site)}</span>
                </li>
              ))}
            </ul>
          )}
          {cart.data && (
            <dl className={styles.subtotal}>
              <dt>{strings.subtotal}</dt>
              <dd>{formatPrice(cart.data.totals.itemTotal, site)}</dd>
            </dl>
          )}
          <div className={styles.actions}>
            <a className={styles.primary} href={`/${localePath}/cart`}>
              {strings.viewCart}
            </a>
            {items.length > 0 && (
              <a className={styles.secondary} href={`/${localePath}/checkout`}>
                {strings.checkout}
              </a>
            )}
            <Dialog.Close className={styles.secondary}>{strings.continueShopping}</Dialog.Close>
          </div>
          {upsell.length > 0 && (
            <Suspense fallback={null}>
              <MiniCartUpsell siteId={siteId} items={upsell} />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A line's unit price; on sale, the original struck through (and said as "was" to screen readers). */
function UnitPrice({ current, original, strings }: { current: string; original: string | undefined; strings: MiniCartStrings }) {
  return (
    <span className={styles.muted}>
      <span className="visually-hidden">{strings.unitPriceLabel(current, original)}</span>
      <span aria-hidden="true">
        {strings.each(current)}
        {original && (
          <>
            {" "}
            <s>{original}</s>
          </>
        )}
      </span>
    </span>
  );
}
