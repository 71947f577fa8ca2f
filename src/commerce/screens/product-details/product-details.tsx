import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { siteById } from "../../../../contracts/sites.ts";
import { analytics } from "../../../analytics/event-bus.ts";
import type { ProductAnalytics } from "../../../analytics/events.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useAddToCart } from "../../cart/cart-state.ts";
import { productInventoryQuery, type ProductDetailsAnswer } from "../../catalogue/catalogue-queries.ts";
import { priceText } from "../../ui/money.ts";
import { swatchColour } from "../../ui/product-media.ts";
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";
import { FavouriteButton } from "../../ui/favourite-button.tsx";
import { productDetailsStrings, type ProductDetailsStrings } from "./product-details-strings.ts";
import { ProductGallery } from "./product-gallery.tsx";
import { productJsonLd, scriptJson } from "./product-json-ld.ts";
import type { ProductDetailsProps } from "./schema.ts";
import { isOutEverywhere, quantityLimit, stockState, type ProductVariant } from "./stock-state.ts";
import { initialSelection, searchWithColour, shownPrice, variantOf } from "./variant-selection.ts";
import styles from "./product-details.module.css";

// The store picker is only needed once a shopper asks for it.
// Dialogs (and Radix) load when first opened.
const NotifyMeDialog = lazyDialog(() => import("./notify-me-dialog.tsx").then((module) => module.NotifyMeDialog));
const PickupInStoreDialog = lazy(() => import("../../ui/pickup-in-store-dialog.tsx").then((module) => ({ default: module.PickupInStoreDialog })));

/**
 * A product page's main screen: gallery, breadcrumbs, name, rating, price, colour and size,
 * stock, quantity and add to cart (or a back-in-stock alert), pickup in store, favourite, and
 * the product's structured data. `data` is the product (critical data: the route answered 404
 * without it); without it (the workbench, a failed read) a placeholder keeps the layout.
 */
export default function ProductDetails({ blockId, data }: BlockComponentProps<ProductDetailsProps, ProductDetailsAnswer>) {
  if (!data) {
    return <div className={styles.placeholder} data-screen="product-details" data-block-id={blockId} aria-hidden="true" />;
  }
  return <ProductScreen key={data.id} blockId={blockId} product={data} />;
}

function ProductScreen({ blockId, product }: { blockId: string; product: ProductDetailsAnswer }) {
  const { page } = useEngine();
  const siteId = page.siteId;
  const strings = productDetailsStrings(siteId);
  const site = siteById(siteId);
  const [selection, setSelection] = useState(() => initialSelection(product, page.search));
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<string | undefined>();
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [pickupOpen, setPickupOpen] = useState(false);
  const addToCart = useAddToCart(siteId);
  // Stock counts ("only 2 left", the quantity's limit) matter once the shopper picks a size: read
  // in the browser then (with the commerce client, which the page needs no earlier).
  const inventory = useQuery({ ...productInventoryQuery(siteId, product.id), enabled: typeof window !== "undefined" && selection.size !== undefined });
  const ids = { colour: useId(), size: useId(), stock: useId(), message: useId(), quantity: useId() };
  const colourOptions = useRef<HTMLFieldSetElement>(null);
  const sizeOptions = useRef<HTMLFieldSetElement>(null);

  const colour = product.colors.find((candidate) => candidate.code === selection.colour) ?? product.colors[0];
  const colourCode = colour?.code ?? "";
  const variant = variantOf(product, colourCode, selection.size);
  const onlineUnits = (chosen: ProductVariant) => inventory.data?.variants[chosen.productId]?.quantity;
  const stock = variant ? stockState(variant, onlineUnits(variant), strings) : undefined;
  const limit = variant ? quantityLimit(onlineUnits(variant)) : quantityLimit(undefined);
  const colourVariants = product.variants.filter((candidate) => candidate.color.code === colourCode);
  const notifyInstead = variant ? isOutEverywhere(variant) : colourVariants.length > 0 && colourVariants.every(isOutEverywhere);
  const price = priceText(shownPrice(product, colourCode, variant), siteId, strings.price);

  useEffect(() => {
    analytics.publish("product.detailView", { product: productAnalytics(product, variantOf(product, selection.colour, selection.size)) });
    // Once per product shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);

  useEffect(() => setQuantity((current) => Math.min(current, limit)), [limit]);

  const chooseColour = (code: string) => {
    setSelection((current) => ({ colour: code, size: current.size && variantOf(product, code, current.size) ? current.size : undefined }));
    setMessage(undefined);
    addToCart.reset();
    const url = new URL(window.location.href);
    url.search = searchWithColour(url.search.slice(1), code);
    window.history.replaceState(window.history.state, "", url);
  };

  const chooseSize = (size: string) => {
    setSelection((current) => ({ ...current, size }));
    setMessage(undefined);
    addToCart.reset();
  };

  // The server's radios work before this code runs: a colour or size picked then is the shopper's
  // choice. Without this the radio shows it checked while the screen knows nothing of it, "Add to
  // cart" asks for a size, and pressing the checked size again changes nothing.
  useEffect(() => {
    const picked = (options: HTMLFieldSetElement | null) => options?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    const pickedColour = picked(colourOptions.current);
    if (pickedColour && pickedColour !== colourCode) chooseColour(pickedColour);
    const pickedSize = picked(sizeOptions.current);
    if (pickedSize && pickedSize !== selection.size) chooseSize(pickedSize);
    // Once, as the screen hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const add = (storeId?: string) => {
    if (!variant) return setMessage(strings.chooseSize);
    if (!storeId && variant.availability.status === "IN_STORE_ONLY") return setMessage(strings.inStoreOnlyHint);
    setMessage(undefined);
    addToCart.mutate(
      { productId: variant.productId, quantity, storeId },
      {
        onSuccess: () =>
          analytics.publish("product.addToCart", { product: productAnalytics(product, variant), quantity, fulfilment: storeId ? "pickup" : "delivery" }),
      },
    );
  };

  const openIfSized = (open: (value: boolean) => void) => () => {
    if (!variant) return setMessage(strings.chooseSize);
    setMessage(undefined);
    open(true);
  };

  const path = product.category.path;
  const ratingScore = product.rating.score.toLocaleString(site.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const ratingCount = product.rating.reviewsCount.toLocaleString(site.locale);
  const variantLabel = variant ? `${variant.color.name}, ${variant.size}` : (colour?.name ?? "");

  return (
    <div className={styles.screen} data-screen="product-details" data-block-id={blockId}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(productJsonLd(product, colourCode)) }} />
      <nav aria-label={strings.breadcrumbs} className={styles.breadcrumbs}>
        <ol>
          <li>
            <a href={`/${page.localePath}`}>{strings.home}</a>
          </li>
          {path.map((step) => (
            <li key={step.id}>
              <a href={step.url}>{step.name}</a>
            </li>
          ))}
          <li>
            <a href={product.pdpUrl} aria-current="page">
              {product.name}
            </a>
          </li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.media}>
          <ProductGallery styleId={product.id} productName={product.name} colourCode={colourCode} colourName={colour?.name ?? ""} strings={strings} />
        </div>
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <div>
              {product.badge && <p className={styles.badge}>{product.badge}</p>}
              <h1 className={styles.name}>{product.name}</h1>
            </div>
            <FavouriteButton siteId={siteId} styleId={product.id} />
          </div>
          <a className={styles.rating} href="#reviews">
            <Stars score={product.rating.score} />
            {product.rating.reviewsCount > 0 ? (
              <>
                <span aria-hidden="true">
                  <strong>{ratingScore}</strong> {strings.reviewsCount(ratingCount)}
                </span>
                <span className="visually-hidden">{strings.rating(ratingScore, product.rating.reviewsCount)}</span>
              </>
            ) : (
              <span>{strings.noReviews}</span>
            )}
          </a>
          <p className={styles.price} data-testid="product-price">
            <span className="visually-hidden">{price.label}</span>
            <span aria-hidden="true">
              <span className={price.original ? styles.salePrice : undefined}>{price.current}</span>
              {price.original && <s className={styles.originalPrice}>{price.original}</s>}
            </span>
          </p>
          {product.promotions && product.promotions.length > 0 && (
            <ul className={styles.promotions} aria-label={strings.offers}>
              {product.promotions.map((promotion) => (
                <li key={promotion.promotionId}>{promotion.callout}</li>
              ))}
            </ul>
          )}

          <fieldset ref={colourOptions} className={styles.options}>
            <legend className={styles.legend}>
              {strings.colour}: <span className={styles.chosen}>{colour?.name}</span>
            </legend>
            <div className={styles.swatches}>
              {product.colors.map((candidate) => {
                const mark = candidate.orderable ? undefined : candidate.availableInStores ? strings.inStoresOnlyMark : strings.soldOut;
                return (
                  <label key={candidate.code} className={styles.swatch} data-unavailable={mark ? "true" : undefined} title={mark ? `${candidate.name} (${mark})` : candidate.name}>
                    <input
                      type="radio"
                      name={ids.colour}
                      value={candidate.code}
                      checked={candidate.code === colourCode}
                      onChange={() => chooseColour(candidate.code)}
                      className="visually-hidden"
                    />
                    <span className={styles.swatchFill} style={{ background: swatchColour(candidate.code) }} aria-hidden="true" />
                    <span className="visually-hidden">{mark ? `${candidate.name} (${mark})` : candidate.name}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <fieldset ref={sizeOptions} className={styles.options} aria-describedby={stock ? ids.stock : undefined}>
            <legend className={styles.legend}>
              {strings.size}
              {selection.size && (
                <>
                  : <span className={styles.chosen}>{selection.size}</span>
                </>
              )}
            </legend>
            <div className={styles.sizes}>
              {product.sizes.map((size) => {
                const sized = variantOf(product, colourCode, size.value);
                const state = sized ? stockState(sized, onlineUnits(sized), strings) : undefined;
                const unavailable = !sized || state?.status === "OUT_OF_STOCK";
                return (
                  <label key={size.value} className={styles.size} data-unavailable={unavailable ? "true" : undefined} data-status={state?.status}>
                    <input
                      type="radio"
                      name={ids.size}
                      value={size.value}
                      checked={selection.size === size.value}
                      disabled={!sized}
                      onChange={() => chooseSize(size.value)}
                      className="visually-hidden"
                    />
                    <span aria-hidden="true">{size.value}</span>
                    <span className="visually-hidden">
                      {size.value}
                      {state && state.status !== "IN_STOCK" ? ` (${state.text})` : ""}
                    </span>
                  </label>
                );
              })}
            </div>
            <p id={ids.stock} className={styles.stock} data-status={stock?.status} aria-live="polite">
              {stock?.text}
            </p>
          </fieldset>

          <div className={styles.buy}>
            {!notifyInstead && <QuantityStepper id={ids.quantity} value={quantity} max={limit} onChange={setQuantity} strings={strings} />}
            {notifyInstead ? (
              <button type="button" className={styles.primary} aria-describedby={ids.message} onClick={openIfSized(setNotifyOpen)}>
                {strings.notifyMe}
              </button>
            ) : (
              <button type="button" className={styles.primary} aria-describedby={ids.message} disabled={addToCart.isPending} onClick={() => add()}>
                {addToCart.isPending ? strings.adding : strings.addToCart}
              </button>
            )}
          </div>
          <div id={ids.message} role="alert" className={styles.error}>
            {message ?? addToCart.error?.message}
          </div>
          {!notifyInstead && (
            <button type="button" className={styles.secondary} onClick={openIfSized(setPickupOpen)} disabled={variant ? !variant.availability.availableInStores : false}>
              {strings.pickUpInStore}
            </button>
          )}
        </div>
      </div>
      {variant && notifyInstead && (
        <NotifyMeDialog
          open={notifyOpen}
          onOpenChange={setNotifyOpen}
          siteId={siteId}
          variantId={variant.productId}
          productName={product.name}
          variantLabel={variantLabel}
          strings={strings}
        />
      )}
      {variant && pickupOpen && (
        <Suspense fallback={null}>
          <PickupInStoreDialog
            open={pickupOpen}
            onOpenChange={setPickupOpen}
            siteId={siteId}
            productId={variant.productId}
            productName={product.name}
            onChoose={(store: { storeId: string; storeName: string }) => {
              setPickupOpen(false);
              add(store.storeId);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function productAnalytics(product: ProductDetailsAnswer, variant: ProductVariant | undefined): ProductAnalytics {
  return {
    productId: product.id,
    variantId: variant?.productId,
    name: product.name,
    price: variant?.price.current ?? product.price.lowCurrent,
    currency: product.currency,
  };
}

/** Five stars filled to the score (decorative: the text says the score). */
function Stars({ score }: { score: number }) {
  return (
    <span className={styles.stars} aria-hidden="true" style={{ "--score": `${(Math.max(0, Math.min(5, score)) / 5) * 100}%` } as React.CSSProperties}>
      ★★★★★
    </span>
  );
}

function QuantityStepper({ id, value, max, onChange, strings }: { id: string; value: number; max: number; onChange(value: number): void; strings: ProductDetailsStrings }) {
  const clamp = (next: number) => Math.max(1, Math.min(max, Number.isFinite(next) ? Math.round(next) : 1));
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className="visually-hidden">
        {strings.quantity}
      </label>
      <button type="button" aria-label={strings.decrease} aria-controls={id} disabled={value <= 1} onClick={() => onChange(clamp(value - 1))}>
        <span aria-hidden="true">−</span>
      </button>
      <input id={id} type="number" inputMode="numeric" min={1} max={max} value={value} onChange={(event) => onChange(clamp(event.target.valueAsNumber))} />
      <button type="button" aria-label={strings.increase} aria-controls={id} disabled={value >= max} onClick={() => onChange(clamp(value + 1))}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
