import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { CartAnswer, CartItemAnswer } from "../../../../contracts/api/cart.ts";
import type { AssociateSession } from "../../cart/associate-session.ts";
import type { ShipmentEntryAnswer, ShippingId } from "../../../../contracts/api/checkout.ts";
import { mergedCartNotice, takeSignInRecord } from "../../cart/merged-cart.ts";
import { OrderSummary } from "../../cart/order-summary.tsx";
import { NoticeList, type NoticeMessage } from "../../ui/notice.tsx";
import { CartLine } from "./cart-line.tsx";
import { cartNotices } from "./cart-notices.ts";
import { hasShopperSession, savedForLaterQuery, storeNamesQuery } from "./cart-queries.ts";
import type { CartStrings } from "./cart-strings.ts";
import { CouponForm, couponStatus } from "./coupon-form.tsx";
import { EmptyCart, type EmptyContent } from "./empty-cart.tsx";
import { promotionCallouts } from "./promotion-callouts.ts";
import { SavedForLater } from "./saved-for-later.tsx";
import type { AdjustmentTerms } from "./price-adjustment-rules.ts";
import type { PriceAdjustmentProps } from "./price-adjustment.tsx";
import { useCartActions, type CartAction } from "./use-cart-actions.ts";
import styles from "./cart.module.css";

// Only an in-store associate adjusts prices: nobody else downloads the form.
const PriceAdjustment = lazy(() => import("./price-adjustment.tsx"));

/**
 * The cart's lines, offers, summary, coupons and saved-for-later list, and their actions: loaded
 * only for a shopper who has a cart or a session (cart.tsx), so that a new visitor's empty cart
 * downloads none of it.
 */
interface CartContentProps {
  /** null: the shopper has no cart yet (nothing was ever added). */
  cart: CartAnswer | null;
  siteId: string;
  localePath: string;
  strings: CartStrings;
  empty: EmptyContent;
  showSavedForLater: boolean;
  showCoupons: boolean;
  /** Buy-in-store mode: price adjustments, and no saved-for-later list nor favourites (commerce spec §4). */
  associate: AssociateSession | null;
  focusHeading(): void;
}

export default function CartContent({ cart, siteId, localePath, strings, empty, showSavedForLater: savedForLaterWanted, showCoupons, associate, focusHeading }: CartContentProps) {
  const actions = useCartActions(siteId);
  const showSavedForLater = savedForLaterWanted && !associate;
  const items = cart?.items ?? [];
  const needsStores = items.some((item) => storeOf(cart, item) !== undefined) || (cart?.flash ?? []).some((flash) => typeof flash.details?.storeId === "string");
  const storeNames = useQuery({ ...storeNamesQuery(siteId), enabled: needsStores });
  const saved = useQuery({ ...savedForLaterQuery(siteId), enabled: showSavedForLater && hasShopperSession() });
  const merged = useMergedNotice(siteId, cart);
  const storeName = (storeId: string) => storeNames.data?.[storeId];

  const flash = cart ? cartNotices(cart, siteId, storeName) : { top: [], byItem: {} };
  const callouts = cart ? promotionCallouts(cart.promoSummary, siteId) : [];
  const { outcome } = actions;
  const busy = actions.running !== undefined;
  const top: NoticeMessage[] = [...(merged ? [{ type: "info" as const, level: "top" as const, message: strings.merged, code: "MergedCart" }] : []), ...flash.top];
  if (outcome && !outcome.itemId && !outcome.savedItemId && !outcome.input) top.unshift(outcome.notice);

  const run = (action: CartAction) => actions.run(action);
  const lineActions = (item: CartItemAnswer) => ({
    onQuantity: (quantity: number) =>
      void run({ key: `line-${item.id}`, itemId: item.id, call: (commerce) => commerce.updateItem(item.id, quantity), success: () => strings.quantityUpdated(item.name, quantity) }),
    onRemove: () =>
      void run({ key: `line-${item.id}`, itemId: item.id, call: (commerce) => commerce.removeItem(item.id) }).then((done) => done && announce(strings.removed(item.name))),
    onSaveForLater: () =>
      void run({ key: `line-${item.id}`, itemId: item.id, call: (commerce) => commerce.saveForLater(item.id) }).then((done) => done && announce(strings.savedDone(item.name))),
  });
  // A line that goes away takes the focus with it: the heading takes it, and the outcome is said.
  const [announcement, setAnnouncement] = useState("");
  const announce = (message: string) => {
    setAnnouncement(message);
    focusHeading();
  };

  const delivery = (item: CartItemAnswer) => ({
    storeId: storeOf(cart, item),
    storeName,
    onPickup: (store: { storeId: string; storeName: string }) => run({ key: `line-${item.id}`, itemId: item.id, call: (commerce) => commerce.switchItemToPickup(item.id, store.storeId) }),
    onShipHome: () => run({ key: `line-${item.id}`, itemId: item.id, ...shipHome(cart, item, strings) }),
  });

  const couponNotice = outcome?.input === "coupon" ? outcome.notice : undefined;

  /** The associate's adjustment of a line (`itemId`) or of the order: the cart's, and its calls. */
  const adjustmentOf = (itemId: string | undefined, limit: number): Omit<PriceAdjustmentProps, "target"> => {
    const key = itemId ? `line-${itemId}` : "price-adjustment";
    const place = { input: "price-adjustment" as const, itemId };
    return {
      siteId,
      strings,
      limit,
      adjustment: cart?.priceAdjustments?.find((adjustment) => adjustment.itemId === (itemId ?? null)),
      busy,
      notice: outcome?.input === "price-adjustment" && outcome.itemId === itemId ? outcome.notice : undefined,
      onOpen: actions.clearOutcome,
      onSave: (terms: AdjustmentTerms, adjustmentId: string | undefined) =>
        run({
          key,
          ...place,
          call: (commerce) => (adjustmentId ? commerce.updatePriceAdjustment(adjustmentId, terms) : commerce.addPriceAdjustment(itemId ? { itemId, ...terms } : terms)),
          success: () => strings.associate.saved,
        }),
      onRemove: (adjustmentId: string) => run({ key, ...place, call: (commerce) => commerce.removePriceAdjustment(adjustmentId), success: () => strings.associate.removed }),
    };
  };
  const savedNotice = outcome?.savedItemId ? { savedItemId: outcome.savedItemId, notice: outcome.notice } : undefined;

  const savedList = showSavedForLater && (saved.data?.items.length ?? 0) > 0 && (
    <SavedForLater
      list={saved.data}
      localePath={localePath}
      strings={strings}
      busy={busy}
      notice={savedNotice}
      onMoveToCart={(item) =>
        void run({ key: `saved-${item.itemId}`, savedItemId: item.itemId, call: (commerce) => commerce.moveToCart(item.itemId) }).then((done) => done && setAnnouncement(strings.movedToCart(item.name)))
      }
      onRemove={(item) => {
        const listId = saved.data?.saveForLaterId;
        if (listId) void run({ key: `saved-${item.itemId}`, savedItemId: item.itemId, call: (commerce) => commerce.removeSaved(listId, item.itemId) });
      }}
    />
  );

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {top.length > 0 && (
        <div className={styles.topNotices}>
          <NoticeList notices={top} />
        </div>
      )}
      {items.length === 0 ? (
        <>
          <EmptyCart empty={empty} />
          {savedList}
        </>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {callouts.length > 0 && (
              <ul className={styles.callouts} aria-label={strings.offers}>
                {callouts.map((callout) => (
                  <li key={callout.promotionId} className={styles.callout} data-type={callout.type} data-state={callout.state}>
                    {callout.label && <span className={styles.calloutLabel}>{callout.label}</span>}
                    <span>{callout.message}</span>
                    {callout.state !== "earned" && <span className={styles.progress} style={{ inlineSize: `${callout.progress}%` }} aria-hidden="true" />}
                  </li>
                ))}
              </ul>
            )}
            <h2 className="visually-hidden">{strings.lines}</h2>
            <ul className={styles.lines}>
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  siteId={siteId}
                  strings={strings}
                  notices={[...(flash.byItem[item.id] ?? []), ...(outcome?.itemId === item.id && !outcome.input ? [outcome.notice] : [])]}
                  busy={busy}
                  working={actions.running === `line-${item.id}`}
                  allowSaveForLater={showSavedForLater}
                  allowFavourite={!associate}
                  adjustment={
                    associate && (
                      <Suspense fallback={null}>
                        <PriceAdjustment target={{ kind: "line", name: item.name, quantity: item.qty }} {...adjustmentOf(item.id, item.price.current)} />
                      </Suspense>
                    )
                  }
                  delivery={delivery(item)}
                  {...lineActions(item)}
                />
              ))}
            </ul>
            {savedList}
          </div>
          <div className={styles.side}>
            <OrderSummary siteId={siteId} cart={cart!} />
            {associate && (
              <Suspense fallback={null}>
                <PriceAdjustment target={{ kind: "order" }} {...adjustmentOf(undefined, orderAdjustmentLimit(cart!))} />
              </Suspense>
            )}
            {showCoupons && (
              <CouponForm
                coupons={cart!.couponItems}
                strings={strings}
                siteId={siteId}
                busy={busy}
                notice={couponNotice}
                onApply={(code) =>
                  run({
                    key: "coupon",
                    input: "coupon",
                    call: (commerce) => commerce.applyCoupon(code),
                    success: (answer) => {
                      const coupon = answer?.couponItems.find((entry) => entry.code.toLowerCase() === code.toLowerCase());
                      return !coupon || coupon.applied ? strings.couponApplied(coupon?.code ?? code) : `${coupon.code}${strings.colon}${couponStatus(coupon, strings, siteId)}`;
                    },
                  })
                }
                onRemove={(code) => void run({ key: "coupon", input: "coupon", call: (commerce) => commerce.removeCoupon(code), success: () => strings.couponRemoved(code) })}
              />
            )}
            <div className={styles.checkoutActions}>
              <a className={styles.primaryButton} href={`/${localePath}/checkout`}>
                {strings.checkout}
              </a>
              <a className={styles.secondaryLink} href={`/${localePath}`}>
                {strings.continueShopping}
              </a>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

/**
 * What an order adjustment may take off at most: the merchandise after promotions and the lines'
 * own adjustments (backend/cart/price-adjustments.ts `orderBaseOf`), gift lines being free.
 */
function orderAdjustmentLimit(cart: CartAnswer): number {
  return Math.round(cart.items.filter((item) => !item.bonus).reduce((sum, item) => sum + item.price.priceAfterItemDiscount, 0) * 100) / 100;
}

/** The store of a pickup line (its own), or of a ship-to-store / collection-point line (its shipment's). */
function storeOf(cart: CartAnswer | null, item: CartItemAnswer): string | undefined {
  if (item.shippingOptions.storeInfo) return item.shippingOptions.storeInfo.id;
  if (!["sts", "pudo", "pickup"].includes(item.shippingOptions.selected)) return undefined;
  return shipmentOf(cart, item)?.storeId ?? undefined;
}

function shipmentOf(cart: CartAnswer | null, item: CartItemAnswer): Partial<ShipmentEntryAnswer> | undefined {
  return (cart?.shippingMethods as Partial<ShipmentEntryAnswer>[] | undefined)?.find((shipment) => shipment.itemIds?.includes(item.id));
}

/**
 * A pickup or ship-to-store line back to the shopper's address. The commerce API moves a whole
 * shipment (POST /cart/v1/shippingMethod, backend/checkout/shipping-store.ts); there is no call
 * for one line. So the line's shipment goes to standard delivery, and the other pickup lines of
 * that shipment are put back at their stores (switchItemToPickup). Other ship-to-store lines
 * cannot be put back one by one: they move too, and the shopper is told.
 */
function shipHome(cart: CartAnswer | null, item: CartItemAnswer, strings: CartStrings): Pick<CartAction, "call" | "success"> {
  const method = item.shippingOptions.selected;
  const shippingId = (shipmentOf(cart, item)?.shippingId ?? (method === "standard" ? "me" : method)) as ShippingId;
  const others = (cart?.items ?? []).filter((other) => other.id !== item.id && !other.bonus && shipmentOf(cart, other)?.shippingId === shippingId);
  return {
    call: async (commerce) => {
      let answer: CartAnswer = await commerce.chooseShippingMethod(shippingId, "standard");
      if (method === "pickup") {
        for (const other of others) {
          const storeId = other.shippingOptions.storeInfo?.id;
          if (storeId) answer = await commerce.switchItemToPickup(other.id, storeId);
        }
      }
      return answer;
    },
    success: () => (method !== "pickup" && others.length > 0 ? strings.shipmentMovedTogether : undefined),
  };
}

/** The merged-cart notice, decided once the cart is first read after a sign-in (src/commerce/cart/merged-cart.ts). */
function useMergedNotice(siteId: string, cart: CartAnswer | null): boolean {
  const [merged, setMerged] = useState(false);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const record = takeSignInRecord(siteId);
    if (record) setMerged(mergedCartNotice(record.before, cart?.totalItems ?? 0, record.increased));
  }, [siteId, cart]);
  return merged;
}
