import { useId, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import type { ProductDetailsAnswer } from "../../../contracts/api/products.ts";
import { DEFAULT_ADD_QUANTITY, MAX_ITEM_QUANTITY } from "../../../contracts/api/commerce-constants.ts";
import { useAnalytics } from "../../analytics/use-analytics.ts";
import { useAddToCart } from "../cart/cart-state.ts";
import { productDetailsQuery } from "../catalogue/catalogue-queries.ts";
import { priceText, variantRange } from "../ui/money.ts";
import { productImageUrl, swatchColour } from "../ui/product-media.ts";
import type { ListingStrings } from "./listing-strings.ts";
import { pictureColourOf, type ProductTileAnswer } from "./product-tile.tsx";
import styles from "./quickshop-dialog.module.css";

type Variant = ProductDetailsAnswer["variants"][number];

/** The colour a quick shop opens on: the tile's picture colour when the product has it, else its first orderable one. */
export function initialColour(product: ProductDetailsAnswer, tile: ProductTileAnswer): string | undefined {
  const fromTile = pictureColourOf(tile);
  if (fromTile && product.colors.some((colour) => colour.code === fromTile)) return fromTile;
  return (product.colors.find((colour) => colour.orderable) ?? product.colors[0])?.code;
}

export interface QuickShopDialogProps {
  /** Shown (a tile is chosen). */
  open: boolean;
  /** The tile whose product is shown; `null` closes the dialog. */
  tile: ProductTileAnswer | null;
  siteId: string;
  strings: ListingStrings;
  onClose: () => void;
}

/**
 * Quick shop: a Radix dialog that loads the tile's product in the browser and adds a colour and
 * size to the cart without leaving the listing. A failed add shows the commerce API's message
 * beside the button; a successful one closes the dialog (the mini cart opens by itself).
 */
export function QuickShopDialog({ tile, siteId, strings, onClose }: QuickShopDialogProps) {
  return (
    <Dialog.Root open={tile !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          {tile && <QuickShopBody key={tile.productId} tile={tile} siteId={siteId} strings={strings} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuickShopBody({ tile, siteId, strings, onClose }: Omit<QuickShopDialogProps, "open"> & { tile: ProductTileAnswer }) {
  const product = useQuery(productDetailsQuery(siteId, tile.productId));
  return (
    <>
      <div className={styles.header}>
        <Dialog.Title className={styles.title}>{product.data?.name ?? tile.name}</Dialog.Title>
        <Dialog.Close className={styles.close} aria-label={strings.close}>
          <span aria-hidden="true">×</span>
        </Dialog.Close>
      </div>
      {product.data ? (
        <QuickShopForm product={product.data} tile={tile} siteId={siteId} strings={strings} onClose={onClose} />
      ) : product.isError ? (
        <p role="alert" className={styles.body}>
          {strings.loadFailed}
        </p>
      ) : (
        <p role="status" className={styles.body}>
          {strings.loading}
        </p>
      )}
      <p className={styles.details}>
        <a href={product.data?.pdpUrl ?? tile.pdpUrl}>{strings.viewDetails}</a>
      </p>
    </>
  );
}

function QuickShopForm({ product, tile, siteId, strings, onClose }: Omit<QuickShopDialogProps, "open"> & { tile: ProductTileAnswer; product: ProductDetailsAnswer }) {
  const analytics = useAnalytics();
  const addToCart = useAddToCart(siteId);
  const [colour, setColour] = useState(() => initialColour(product, tile));
  const [size, setSize] = useState<string>();
  const [quantity, setQuantity] = useState(DEFAULT_ADD_QUANTITY);
  const ids = { colour: useId(), size: useId(), quantity: useId(), error: useId() };

  const variantsOfColour = product.variants.filter((variant) => variant.color.code === colour);
  const variant: Variant | undefined = variantsOfColour.find((item) => item.size === size);
  const price = priceText(variant ? variantRange(variant.price) : product.price, siteId, strings.price);
  const colourName = product.colors.find((item) => item.code === colour)?.name;
  const canAdd = Boolean(variant?.availability.orderable) && quantity >= 1 && !addToCart.isPending;

  const add = () => {
    if (!variant || !canAdd) return;
    addToCart.mutate(
      { productId: variant.productId, quantity },
      {
        onSuccess: () => {
          analytics.publish("product.addToCart", {
            product: { productId: product.id, variantId: variant.productId, name: product.name, price: variant.price.current, currency: variant.price.currency },
            quantity,
            fulfilment: "delivery",
          });
          onClose();
        },
      },
    );
  };

  return (
    <form
      className={styles.body}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {colour && <img className={styles.picture} src={productImageUrl(product.id, colour, "front")} alt={colourName ? `${product.name}, ${colourName}` : product.name} width={600} height={600} />}
      <div className={styles.options}>
        <p className={styles.price}>
          <span className="visually-hidden">{price.label}</span>
          <span aria-hidden="true">
            <span className={price.original ? styles.sale : undefined}>{price.current}</span> {price.original && <s className={styles.original}>{price.original}</s>}
          </span>
        </p>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            {strings.colour}: <span className={styles.chosen}>{colourName}</span>
          </legend>
          <div className={styles.swatches}>
            {product.colors.map((item) => (
              <button
                key={item.code}
                type="button"
                className={styles.swatch}
                aria-pressed={item.code === colour}
                aria-label={item.name}
                title={item.name}
                onClick={() => {
                  setColour(item.code);
                  addToCart.reset();
                }}
              >
                <span className={styles.swatchDot} style={{ background: swatchColour(item.code) }} />
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{strings.size}</legend>
          <div className={styles.sizes}>
            {variantsOfColour.map((item) => {
              const status = item.availability.status;
              return (
                <button
                  key={item.productId}
                  type="button"
                  className={styles.size}
                  aria-pressed={item.size === size}
                  disabled={status === "OUT_OF_STOCK"}
                  data-status={status}
                  onClick={() => {
                    setSize(item.size);
                    addToCart.reset();
                  }}
                >
                  <span className={styles.sizeValue}>{item.size}</span>
                  {status !== "IN_STOCK" && (
                    <span className={styles.stock}>
                      <span className="visually-hidden">, </span>
                      {strings.stock[status]}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          {variant && (
            <p className={styles.stockLine} data-status={variant.availability.status}>
              {strings.stock[variant.availability.status]}
            </p>
          )}
        </fieldset>
        <div className={styles.group}>
          <label htmlFor={ids.quantity} className={styles.legend}>
            {strings.quantity}
          </label>
          <input
            id={ids.quantity}
            className={styles.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ITEM_QUANTITY}
            value={quantity}
            onChange={(event) => setQuantity(Math.min(MAX_ITEM_QUANTITY, Math.max(0, Math.floor(Number(event.currentTarget.value) || 0))))}
          />
        </div>
        <button type="submit" className={styles.add} aria-disabled={!canAdd || undefined} aria-describedby={addToCart.error ? ids.error : undefined}>
          {addToCart.isPending ? strings.adding : variant ? strings.addToCart : strings.chooseSize}
        </button>
        {addToCart.error && (
          <p id={ids.error} role="alert" className={styles.error}>
            {addToCart.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
