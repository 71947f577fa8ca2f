import { useId, useState, type FormEvent } from "react";
import { readFavouriteStore } from "../stores/favourite-store.ts";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { siteById } from "../../../contracts/sites.ts";
import { commerceOf } from "../commerce-access.ts";
import { pickupInStoreStrings } from "./pickup-in-store-strings.ts";
import styles from "./pickup-in-store-dialog.module.css";

/** How far to look from the postal code (in the site's unit): stores are few and far apart. */
const SEARCH_RADIUS = 250;
const SEARCH_LIMIT = 10;

export interface PickupStore {
  storeId: string;
  storeName: string;
  address: { addressLine1: string; city: string; postalCode: string };
  distance: number;
  unit: "km" | "mi";
  /** Units of the variant in the store. */
  quantity: number;
}

type Search = { state: "idle" } | { state: "searching" } | { state: "failed"; message: string } | { state: "done"; stores: PickupStore[] };

/**
 * The pickup-in-store dialog: the shopper searches stores near a postal code (in the site's
 * country) and sees the variant's stock in each (`productAvailability`); a store with stock can
 * be chosen (`onChoose`). A Radix dialog: focus stays inside, Escape closes, the title names it.
 */
export function PickupInStoreDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  siteId: string;
  productId: string /* variant id */;
  productName: string;
  onChoose(store: { storeId: string; storeName: string }): void;
}) {
  const { open, onOpenChange, siteId, productId, productName, onChoose } = props;
  const words = pickupInStoreStrings(siteId);
  const queryClient = useQueryClient();
  // The shopper's store (store locator's "set as my store") is where the search starts.
  const [postalCode, setPostalCode] = useState(() => (typeof document === "undefined" ? "" : (readFavouriteStore(siteId)?.postalCode ?? "")));
  const [search, setSearch] = useState<Search>({ state: "idle" });
  const fieldId = useId();
  const listId = useId();
  const site = siteById(siteId);
  const distanceFormat = new Intl.NumberFormat(site.locale, { maximumFractionDigits: 1 });

  const findStores = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = postalCode.trim();
    if (!code || search.state === "searching") return;
    setSearch({ state: "searching" });
    try {
      const commerce = commerceOf(queryClient, siteId);
      const found = await commerce.searchStores({ postalCode: code, country: site.country, siteId, radius: SEARCH_RADIUS, limit: SEARCH_LIMIT });
      const stock = found.stores.length > 0 ? await commerce.productAvailability(productId, found.stores.map((store) => store.id)) : { storeInventory: [] };
      const quantities = new Map(stock.storeInventory.map((entry) => [entry.storeId, entry.quantity]));
      setSearch({
        state: "done",
        stores: found.stores.map((store) => ({
          storeId: store.id,
          storeName: store.name,
          address: store.address,
          distance: store.distance,
          unit: found.unit,
          quantity: quantities.get(store.id) ?? 0,
        })),
      });
    } catch (error) {
      // A commerce error's message is already the shopper's (the error catalogue's).
      const message = error instanceof Error && error.name === "CommerceApiError" ? error.message : words.failed;
      setSearch({ state: "failed", message });
    }
  };

  const status = search.state === "searching" ? words.searching : search.state === "done" ? (search.stores.length ? words.found(search.stores.length) : words.noStores) : "";

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{words.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={words.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>{words.description(productName)}</Dialog.Description>
          <div className={styles.body}>
            <form className={styles.form} onSubmit={findStores} aria-busy={search.state === "searching" || undefined}>
              <label htmlFor={fieldId} className={styles.label}>
                {words.postalCode}
              </label>
              <div className={styles.row}>
                <input
                  id={fieldId}
                  className={styles.input}
                  name="postalCode"
                  autoComplete="postal-code"
                  required
                  maxLength={12}
                  value={postalCode}
                  onChange={(event) => setPostalCode(event.target.value)}
                />
                <button type="submit" className={styles.primary} disabled={search.state === "searching"}>
                  {words.findStores}
                </button>
              </div>
            </form>
            <p role="status" className={styles.status}>
              {status}
            </p>
            {search.state === "failed" && (
              <p role="alert" className={styles.error}>
                {search.message}
              </p>
            )}
            {search.state === "done" && search.stores.length > 0 && (
              <ul className={styles.stores} aria-label={words.storeList}>
                {search.stores.map((store) => {
                  const nameId = `${listId}-${store.storeId}`;
                  const available = store.quantity > 0;
                  return (
                    <li key={store.storeId} className={styles.store}>
                      <h3 id={nameId} className={styles.storeName}>
                        {store.storeName}
                      </h3>
                      <p className={styles.address}>
                        {store.address.addressLine1}, {store.address.postalCode} {store.address.city}
                      </p>
                      <p className={styles.distance}>{words.distance(distanceFormat.format(store.distance), store.unit)}</p>
                      <p className={available ? styles.inStock : styles.outOfStock}>{available ? words.inStock(store.quantity) : words.outOfStock}</p>
                      {available && (
                        <button type="button" className={styles.choose} aria-describedby={nameId} onClick={() => onChoose({ storeId: store.storeId, storeName: store.storeName })}>
                          {words.chooseStore}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
