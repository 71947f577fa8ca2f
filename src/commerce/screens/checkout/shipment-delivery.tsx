import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { CheckoutCartAnswer, ShipmentEntryAnswer, ShippingMethodCode } from "../../../../contracts/api/checkout.ts";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice } from "../../ui/notice.tsx";
import { checkoutErrorOf, noticeOf, type CheckoutError } from "./checkout-errors.ts";
import { CheckoutItems, itemsOf } from "./checkout-items.tsx";
import { shippingMethodsQuery } from "./checkout-queries.ts";
import { needsStore } from "./checkout-steps.ts";
import type { CheckoutStrings } from "./checkout-strings.ts";
import { needsMoveConfirmation } from "./shipment-moves.ts";
import styles from "./checkout.module.css";

const PickupInStoreDialog = lazyDialog(() => import("../../ui/pickup-in-store-dialog.tsx").then((module) => module.PickupInStoreDialog));
const StoreListDialog = lazyDialog(() => import("./store-list-dialog.tsx").then((module) => module.StoreListDialog));
const MoveItemsDialog = lazyDialog(() => import("./move-items-dialog.tsx").then((module) => module.MoveItemsDialog));

export interface ShipmentDeliveryProps {
  siteId: string;
  cart: CheckoutCartAnswer;
  shipment: ShipmentEntryAnswer;
  index: number;
  strings: CheckoutStrings;
  onCart: (cart: CheckoutCartAnswer) => void;
}

type Choice = { code: ShippingMethodCode; storeId?: string };

/**
 * One shipment of the shipping step: its lines and its delivery method (a radio group with each
 * method's price and delivery time from `shippingMethods`). A store method without a store asks
 * for one (the pickup-in-store dialog); a change that moves more than these lines asks first.
 * Digital lines are sent by email; made-to-order lines have their one method.
 */
export function ShipmentDelivery({ siteId, cart, shipment, index, strings, onCart }: ShipmentDeliveryProps) {
  const queryClient = useQueryClient();
  const site = siteById(siteId);
  const headingId = useId();
  const errorId = useId();
  const methods = useQuery({ ...shippingMethodsQuery(siteId, cart, shipment), enabled: shipment.code !== "digital" });
  const [confirming, setConfirming] = useState<Choice | undefined>();
  const [storeFor, setStoreFor] = useState<ShippingMethodCode | undefined>();
  const [problem, setProblem] = useState<CheckoutError | undefined>();
  const items = itemsOf(cart.items, shipment.itemIds);
  const shopperItems = items.filter((item) => !item.bonus);
  const firstItem = shopperItems[0] ?? items[0];

  const choose = useMutation({
    mutationFn: (choice: Choice) => withCommerce(queryClient, siteId, (commerce) => commerce.chooseShippingMethod(shipment.shippingId, choice.code, { storeId: choice.storeId })),
    onMutate: () => setProblem(undefined),
    onSuccess: (next) => onCart(next),
    onError: (error) => setProblem(checkoutErrorOf(error, siteId)),
  });

  const request = (choice: Choice) => {
    // Gift lines stay where they are: only the shopper's lines move.
    if (needsMoveConfirmation({ ...shipment, itemIds: shopperItems.map((item) => item.id) }, choice.code, cart.shippingMethods)) setConfirming(choice);
    else choose.mutate(choice);
  };
  const select = (code: ShippingMethodCode) => {
    const option = methods.data?.applicableShippingMethods.find((candidate) => candidate.code === code);
    if (needsStore({ code }) && !option?.storeInfo) setStoreFor(code);
    else request({ code, storeId: option?.storeInfo?.id });
  };

  const storeChosen = (storeId: string) => {
    const code = storeFor ?? shipment.code;
    setStoreFor(undefined);
    if (code === shipment.code) choose.mutate({ code, storeId });
    else request({ code, storeId });
  };

  const money = (amount: number) => (amount === 0 ? strings.free : formatPrice(amount, site));
  // What the shopper pays (the summary's shipping), and the rate struck through when a shipping promotion lowers it.
  const price = ({ amount, discounted }: { amount: number; discounted?: number }) =>
    discounted === undefined ? (
      money(amount)
    ) : (
      <>
        {money(discounted)} <s className={styles.itemMeta}>{formatPrice(amount, site)}</s>
      </>
    );
  const selectedOption = methods.data?.applicableShippingMethods.find((option) => option.code === shipment.code);
  const storeName = selectedOption?.storeInfo?.name;
  const options = methods.data?.applicableShippingMethods ?? [];
  const confirmingName = options.find((option) => option.code === confirming?.code)?.label ?? "";

  return (
    <section className={styles.shipment} aria-labelledby={headingId} data-shipment={shipment.shippingId}>
      <h3 id={headingId} className={styles.shipmentHeading}>
        {strings.shipmentHeading(index + 1, cart.shippingMethods.length)}: {shipment.label}
      </h3>
      <CheckoutItems siteId={siteId} items={items} strings={strings} label={strings.shipmentItems} />
      {shipment.code === "digital" ? (
        <p className={styles.hint}>{strings.sentByEmail}</p>
      ) : methods.isError ? (
        <Notice notice={{ type: "error", level: "item", message: strings.methodsFailed }}>
          <button type="button" className={styles.link} onClick={() => void methods.refetch()}>
            {strings.retry}
          </button>
        </Notice>
      ) : options.length <= 1 ? (
        <p className={styles.hint}>
          {shipment.label} · {strings.deliveryTime(shipment.deliveryTime)} · {price(selectedOption?.price ?? shipment.price)}
        </p>
      ) : (
        <fieldset className={styles.fieldset} aria-busy={choose.isPending || undefined} aria-describedby={problem ? errorId : undefined}>
          <legend className={styles.legend}>{strings.deliveryMethod}</legend>
          {options.map((option) => {
            const checked = option.code === shipment.code;
            return (
              <label key={option.code} className={styles.choice}>
                <input
                  type="radio"
                  name={`shipment-${shipment.shippingId}-method`}
                  value={option.code}
                  checked={checked}
                  disabled={choose.isPending}
                  onChange={() => select(option.code)}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceName}>{option.label}</span>
                  <span className={styles.itemMeta}>{strings.deliveryTime(option.deliveryTime)}</span>
                  {checked && needsStore(option) && storeName && <span className={styles.itemMeta}>{strings.storeName(storeName)}</span>}
                </span>
                <span className={styles.choicePrice}>{price(option.price)}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      {needsStore(shipment) && firstItem && (
        <div className={styles.actions}>
          {!shipment.storeId && <p className={styles.hint}>{strings.storeNeeded}</p>}
          <button type="button" className={styles.secondary} onClick={() => setStoreFor(shipment.code)}>
            {shipment.storeId ? strings.changeStore : strings.chooseStore}
          </button>
        </div>
      )}
      {problem && <Notice id={errorId} notice={{ ...noticeOf(problem), level: "item" }} />}
      <StoreListDialog
        open={storeFor !== undefined && storeFor !== "pickup"}
        onOpenChange={(open) => !open && setStoreFor(undefined)}
        siteId={siteId}
        strings={strings}
        method={options.find((option) => option.code === storeFor)?.label ?? shipment.label}
        onChoose={(store) => storeChosen(store.storeId)}
      />
      {firstItem && (
        <PickupInStoreDialog
          open={storeFor === "pickup"}
          onOpenChange={(open) => !open && setStoreFor(undefined)}
          siteId={siteId}
          productId={firstItem.productId}
          productName={firstItem.name}
          onChoose={(store) => storeChosen(store.storeId)}
        />
      )}
      <MoveItemsDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        siteId={siteId}
        strings={strings}
        method={confirmingName}
        items={shopperItems}
        onConfirm={() => confirming && choose.mutate(confirming)}
      />
    </section>
  );
}
