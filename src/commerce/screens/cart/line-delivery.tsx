import { useId, useState } from "react";
import type { CartItemAnswer } from "../../../../contracts/api/cart.ts";
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";
import type { CartStrings } from "./cart-strings.ts";
import styles from "./cart.module.css";

// Dialogs (and Radix) load when the shopper first opens one.
const PickupInStoreDialog = lazyDialog(() => import("../../ui/pickup-in-store-dialog.tsx").then((module) => module.PickupInStoreDialog));
const ChangeStoreDialog = lazyDialog(() => import("./store-dialogs.tsx").then((module) => module.ChangeStoreDialog));
const StoreChangedDialog = lazyDialog(() => import("./store-dialogs.tsx").then((module) => module.StoreChangedDialog));

interface Store {
  storeId: string;
  storeName: string;
}

export interface LineDeliveryProps {
  item: CartItemAnswer;
  siteId: string;
  strings: CartStrings;
  /** The store of a pickup or ship-to-store line (the line's, else its shipment's). */
  storeId: string | undefined;
  storeName: (storeId: string) => string | undefined;
  busy: boolean;
  /** Notices of the line about its delivery (a transition's reason). */
  describedBy?: string;
  onPickup(store: Store): Promise<boolean>;
  onShipHome(): Promise<boolean>;
}

/**
 * How one line is delivered (commerce spec §2, §3 shippingOptions): digital lines by email and
 * made-to-order lines to the address, without a choice; the others choose between the shopper's
 * address and pickup in a store (the store picker, with each store's stock). A line already
 * picked up somewhere asks before moving to another store ("change store confirmation") and says
 * where it now waits ("store changed"). Ship-to-store and collection-point lines show as such.
 */
export function LineDelivery({ item, siteId, strings, storeId, storeName, busy, describedBy, onPickup, onShipHome }: LineDeliveryProps) {
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState<Store | undefined>();
  const [changed, setChanged] = useState<Store | undefined>();
  const [lastChanged, setLastChanged] = useState<Store | undefined>();
  const group = useId();
  const method = item.shippingOptions.selected;

  if (item.isDigitalProduct || method === "digital") return <p className={styles.deliveryFixed}>{strings.digital}</p>;
  if (item.isCustoms || method === "customs") return <p className={styles.deliveryFixed}>{strings.madeToOrder}</p>;

  const currentStore = storeId ? { storeId, storeName: storeName(storeId) ?? strings.unknownStore } : undefined;
  const choose = async (store: Store) => {
    setPicking(false);
    if (method === "pickup" && currentStore) {
      if (store.storeId !== currentStore.storeId) setConfirming(store);
      return;
    }
    await onPickup(store);
  };
  const confirm = async () => {
    const store = confirming;
    setConfirming(undefined);
    if (!store) return;
    if (await onPickup(store)) {
      setLastChanged(store);
      setChanged(store);
    }
  };
  const pickAStore = () => !busy && setPicking(true);

  return (
    <fieldset className={styles.delivery} aria-describedby={describedBy}>
      <legend className={styles.deliveryLegend}>
        {strings.delivery}
        <span className="visually-hidden">: {item.name}</span>
      </legend>
      <label className={styles.deliveryOption}>
        <input type="radio" name={group} value="standard" checked={method === "standard"} onChange={() => !busy && void onShipHome()} />
        <span>{strings.shipToHome}</span>
      </label>
      <label className={styles.deliveryOption}>
        <input type="radio" name={group} value="pickup" checked={method === "pickup"} onChange={pickAStore} />
        <span>{method === "pickup" && currentStore ? strings.pickupAt(currentStore.storeName) : strings.pickupInStore}</span>
      </label>
      {(method === "sts" || method === "pudo") && (
        <label className={styles.deliveryOption}>
          <input type="radio" name={group} value={method} checked readOnly />
          <span>{method === "sts" ? strings.shipToStore(currentStore?.storeName) : strings.collectionPoint}</span>
        </label>
      )}
      {method === "pickup" && (
        <button type="button" className={styles.linkButton} aria-label={strings.changeStoreLabel(item.name)} aria-disabled={busy} onClick={pickAStore}>
          {strings.changeStore}
        </button>
      )}
      <PickupInStoreDialog open={picking} onOpenChange={setPicking} siteId={siteId} productId={item.productId} productName={item.name} onChoose={(store) => void choose(store)} />
      <ChangeStoreDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        strings={strings}
        name={item.name}
        from={currentStore?.storeName ?? strings.unknownStore}
        to={confirming?.storeName ?? lastChanged?.storeName ?? ""}
        onConfirm={() => void confirm()}
      />
      <StoreChangedDialog open={changed !== undefined} onOpenChange={(open) => !open && setChanged(undefined)} strings={strings} name={item.name} store={changed?.storeName ?? lastChanged?.storeName ?? ""} />
    </fieldset>
  );
}
