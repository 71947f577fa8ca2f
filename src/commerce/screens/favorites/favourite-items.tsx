import { lazy, Suspense, useId, type Ref } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAnalytics } from "../../../analytics/use-analytics.ts";
import { safeHref } from "../../../../contracts/safe-url.ts";
import { siteById } from "../../../../contracts/sites.ts";
import { useAddToCart } from "../../cart/cart-state.ts";
import { productDetailsQuery, type ProductDetailsAnswer } from "../../catalogue/catalogue-queries.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { listingStrings } from "../../listing/listing-strings.ts";
import type { ProductTileAnswer } from "../../listing/product-tile.tsx";
import { priceText } from "../../ui/money.ts";
import { Notice } from "../../ui/notice.tsx";
import { productImageUrl, SWATCH_CODES_BY_NAME } from "../../ui/product-media.ts";
import { keepFavourites, type FavouriteItem } from "./favorites-queries.ts";
import type { FavoritesStrings } from "./favorites-strings.ts";
import styles from "./favorites.module.css";

const QuickShopDialog = lazy(() => import("../../listing/quickshop-dialog.tsx").then((module) => ({ default: module.QuickShopDialog })));

/** The picture's colour: the item's own (a colour and size), else the style's first orderable colour. */
function pictureColour(item: FavouriteItem, product: ProductDetailsAnswer | undefined): string | undefined {
  const own = item.colorName ? SWATCH_CODES_BY_NAME[item.colorName] : undefined;
  return own ?? (product?.colors.find((colour) => colour.orderable) ?? product?.colors[0])?.code;
}

/** A style kept as a favourite, as the quick shop takes a product (it reads the product's details itself). */
function tileOf(item: FavouriteItem, siteId: string): ProductTileAnswer {
  const price = item.price ?? { current: 0, original: 0, highCurrent: 0, highOriginal: 0 };
  // The sites' currencies are the catalogue's.
  const currency = siteById(siteId).currency as ProductTileAnswer["price"]["currency"];
  return {
    productId: item.masterId,
    name: item.name,
    slug: "",
    pdpUrl: item.pdpUrl,
    categoryId: "",
    gender: null,
    badge: null,
    badges: [],
    rating: { score: 0, reviewsCount: 0 },
    price: {
      currency,
      lowCurrent: price.current,
      highCurrent: price.highCurrent,
      lowOriginal: price.original,
      highOriginal: price.highOriginal,
      onSale: price.original > price.current,
      percentageDiscount: 0,
    },
    colors: item.colorName ? [item.colorName] : [],
    inStock: item.available,
  };
}

export interface FavouriteListProps {
  items: readonly FavouriteItem[];
  siteId: string;
  strings: FavoritesStrings;
  /** The shopper's own list (items can be removed); a shared list is read-only. */
  favoriteId?: string;
  onRemoved?(item: FavouriteItem): void;
  /** A style's "Choose a size": the quick shop opens from `opener` (the focus returns to it). */
  onChooseSize(item: FavouriteItem, opener: HTMLElement): void;
  listRef?: Ref<HTMLUListElement>;
}

/** The items of a list, newest first. */
export function FavouriteList({ items, listRef, ...row }: FavouriteListProps) {
  return (
    <ul className={styles.items} aria-label={row.strings.items} ref={listRef} tabIndex={-1}>
      {items.map((item) => (
        <FavouriteRow key={item.itemId} item={item} {...row} />
      ))}
    </ul>
  );
}

/**
 * One favourite: picture, name (to the product page), colour and size, price in the site's
 * money, online availability; add to cart (a colour and size at once, a style through the quick
 * shop's size choice), and remove on the shopper's own list. Each button has its own busy state,
 * and its outcome (a catalogue error included) shows beside it.
 */
function FavouriteRow({ item, siteId, strings, favoriteId, onRemoved, onChooseSize }: Omit<FavouriteListProps, "items" | "listRef"> & { item: FavouriteItem }) {
  const queryClient = useQueryClient();
  const analytics = useAnalytics();
  const addToCart = useAddToCart(siteId);
  const nameId = useId();
  const outcomeId = useId();
  const isVariant = item.itemType === "variant";
  const ownColour = item.colorName ? SWATCH_CODES_BY_NAME[item.colorName] : undefined;
  // A style's picture needs one of its colours: the product's details say which (the quick shop reads the same).
  const product = useQuery({ ...productDetailsQuery(siteId, item.masterId), enabled: !ownColour });
  const colour = pictureColour(item, product.data);
  const remove = useMutation({
    mutationFn: () => withCommerce(queryClient, siteId, (commerce) => commerce.removeFavorite(favoriteId!, item.itemId)),
    onSuccess: (answer) => {
      keepFavourites(queryClient, siteId, answer, item.itemId);
      onRemoved?.(item);
    },
  });
  const href = safeHref(item.pdpUrl);
  const price = item.price
    ? priceText(
        {
          lowCurrent: item.price.current,
          highCurrent: item.price.highCurrent,
          lowOriginal: item.price.original,
          highOriginal: item.price.highOriginal,
          onSale: item.price.original > item.price.current,
        },
        siteId,
        strings.price,
      )
    : undefined;
  const canAdd = isVariant ? item.available && price !== undefined : price !== undefined;
  const busy = addToCart.isPending || remove.isPending;

  const add = (button: HTMLElement) => {
    if (!canAdd || busy) return;
    if (!isVariant) return onChooseSize(item, button);
    remove.reset();
    addToCart.mutate(
      { productId: item.id, quantity: item.qty },
      {
        onSuccess: () =>
          analytics.publish("product.addToCart", {
            product: { productId: item.masterId, variantId: item.id, name: item.name, price: item.price!.current, currency: siteById(siteId).currency },
            quantity: item.qty,
            fulfilment: "delivery",
          }),
      },
    );
  };

  const error = addToCart.error ?? remove.error;
  const outcome = error ? (
    <Notice id={outcomeId} notice={{ type: "error", level: "item", message: error.message, code: (error as { errorId?: string }).errorId }} />
  ) : addToCart.isSuccess ? (
    <Notice id={outcomeId} notice={{ type: "success", level: "item", message: strings.added }} />
  ) : null;

  return (
    <li className={styles.item} data-item-id={item.itemId} aria-labelledby={nameId} aria-busy={busy || undefined}>
      <div className={styles.picture}>{colour && <img src={productImageUrl(item.masterId, colour, "front")} alt="" width={160} height={160} loading="lazy" decoding="async" />}</div>
      <div className={styles.itemBody}>
        <h2 id={nameId} className={styles.itemName}>
          {href ? <a href={href}>{item.name}</a> : item.name}
        </h2>
        {(item.colorName || item.size || item.qty > 1) && (
          <p className={styles.attributes}>
            {item.colorName && <span>{strings.colour(item.colorName)}</span>}
            {item.size && <span>{strings.size(item.size)}</span>}
            {item.qty > 1 && <span>{strings.quantity(item.qty)}</span>}
          </p>
        )}
        {price ? (
          <p className={styles.price}>
            <span className="visually-hidden">{price.label}</span>
            <span aria-hidden="true">
              <span className={price.original ? styles.salePrice : undefined}>{price.current}</span> {price.original && <s className={styles.originalPrice}>{price.original}</s>}
            </span>
          </p>
        ) : (
          <p className={styles.muted}>{strings.noPrice}</p>
        )}
        <p className={item.available ? styles.inStock : styles.outOfStock}>{item.available ? strings.inStock : strings.outOfStock}</p>
        <div className={styles.itemActions}>
          <button
            type="button"
            className={styles.primaryButton}
            aria-disabled={!canAdd || busy || undefined}
            aria-describedby={outcome ? `${nameId} ${outcomeId}` : nameId}
            onClick={(event) => add(event.currentTarget)}
          >
            {addToCart.isPending ? strings.adding : isVariant ? strings.addToCart : strings.chooseSize}
          </button>
          {favoriteId && (
            <button
              type="button"
              className={styles.linkButton}
              aria-disabled={busy || undefined}
              aria-describedby={nameId}
              onClick={() => {
                if (busy) return;
                addToCart.reset();
                remove.mutate();
              }}
            >
              {remove.isPending ? strings.removing : strings.remove}
            </button>
          )}
        </div>
        {outcome}
      </div>
    </li>
  );
}

/** The quick shop of a style kept as a favourite: its colour and size, then the cart. */
export function ChooseSizeDialog({ item, siteId, onClose }: { item: FavouriteItem | null; siteId: string; onClose(): void }) {
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <QuickShopDialog open tile={tileOf(item, siteId)} siteId={siteId} strings={listingStrings(siteId)} onClose={onClose} />
    </Suspense>
  );
}
