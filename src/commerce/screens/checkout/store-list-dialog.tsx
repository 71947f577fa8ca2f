import { siteStoresQuery } from "../../ui/store-names.ts";
import { useQuery } from "@tanstack/react-query";
import { CheckoutDialog, Dialog } from "./checkout-dialog.tsx";
import type { CheckoutStrings } from "./checkout-strings.ts";
import styles from "./checkout.module.css";

export interface StoreListDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  siteId: string;
  strings: CheckoutStrings;
  /** The method's name ("Ship to store"). */
  method: string;
  onChoose(store: { storeId: string; storeName: string }): void;
}

/**
 * The stores of the site, for a delivery to a store (ship to store, collection point): the items
 * travel there from the warehouse, so no store's stock matters (pickup uses the pickup-in-store
 * dialog, which shows it).
 */
export function StoreListDialog({ open, onOpenChange, siteId, strings, method, onChoose }: StoreListDialogProps) {
  const stores = useQuery({ ...siteStoresQuery(siteId), enabled: open });
  return (
    <CheckoutDialog open={open} onOpenChange={onOpenChange} title={strings.chooseStore} closeLabel={strings.cancel}>
      <div className={styles.dialogBody}>
        <Dialog.Description>{strings.storeListDescription(method)}</Dialog.Description>
        {stores.isPending ? (
          <p className={styles.status} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {strings.loadingStores}
          </p>
        ) : stores.isError ? (
          <p role="alert">{strings.storesFailed}</p>
        ) : (
          <ul className={styles.reviewList}>
            {stores.data.stores.map((store) => (
              <li key={store.id} className={styles.shipment}>
                <span className={styles.choiceName}>{store.name}</span>
                <span className={styles.itemMeta}>
                  {store.address.addressLine1}, {store.address.postalCode} {store.address.city}
                </span>
                <div className={styles.actions}>
                  <button type="button" className={styles.secondary} onClick={() => onChoose({ storeId: store.id, storeName: store.name })}>
                    {strings.chooseThisStore}
                    <span className="visually-hidden">: {store.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </CheckoutDialog>
  );
}
