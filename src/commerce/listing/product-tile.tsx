import type { Ref } from "react";
import type { ProductSearchAnswer } from "../../../contracts/api/products.ts";
import { FavouriteButton } from "../ui/favourite-button.tsx";
import { priceText } from "../ui/money.ts";
import { productImageUrl, swatchColour, SWATCH_CODES_BY_NAME } from "../ui/product-media.ts";
import type { ListingStrings } from "./listing-strings.ts";
import styles from "./product-tile.module.css";

export type ProductTileAnswer = ProductSearchAnswer["hits"][number];

/** Swatches shown on a tile; more colours read "+N". */
export const MAX_TILE_SWATCHES = 5;
/** Pictures are square; the image service's files are drawn at this size. */
const PICTURE_SIZE = 600;
/**
 * The back view shows on hover (or keyboard focus). A screen without hover, a phone, takes this
 * transparent pixel instead of the file, so it never downloads a picture it cannot show.
 */
export const BACK_VIEW_MEDIA = "(hover: hover)";
export const NO_BACK_VIEW = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** The colour code of the tile's picture: its first colour the catalogue knows. */
export const pictureColourOf = (tile: ProductTileAnswer) => tile.colors.map((name) => SWATCH_CODES_BY_NAME[name]).find(Boolean);

export interface ProductTileProps {
  tile: ProductTileAnswer;
  siteId: string;
  strings: ListingStrings;
  /** Pictures of the first row load at once; the others when near the viewport. */
  eager?: boolean;
  headingLevel?: 2 | 3;
  /**
   * The quick shop button, in the server's HTML too so that its space is there from the first
   * paint; hidden by CSS where scripts do not run (a button that does nothing without JavaScript
   * is not offered).
   */
  onQuickShop?: (tile: ProductTileAnswer) => void;
  /**
   * The favourite heart, over the picture: once the page is interactive, like the quick shop (the
   * favourites are the shopper's, which the server's shared HTML never knows).
   */
  showFavourite?: boolean;
  onFollow?: (tile: ProductTileAnswer) => void;
  tileRef?: Ref<HTMLElement>;
  /** The link to the product's page ("Load more" moves the focus to the first new one). */
  linkRef?: Ref<HTMLAnchorElement>;
}

function Stars({ score }: { score: number }) {
  const filled = Math.round(score);
  return (
    <span className={styles.stars} aria-hidden="true">
      {"★".repeat(filled)}
      <span className={styles.starsEmpty}>{"★".repeat(5 - filled)}</span>
    </span>
  );
}

/**
 * A product in a listing: its picture (the back view on hover or focus), name linking to its page,
 * price (sale and original, ranges), colours, badge and rating. The link is the whole picture and
 * name; the heart (over the picture's corner) and the quick shop button sit beside it, never in it.
 */
export function ProductTile({ tile, siteId, strings, eager = false, headingLevel = 2, onQuickShop, showFavourite = false, onFollow, tileRef, linkRef }: ProductTileProps) {
  const colour = pictureColourOf(tile);
  const price = priceText(tile.price, siteId, strings.price);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const swatches = tile.colors.slice(0, MAX_TILE_SWATCHES);
  const moreColours = tile.colors.length - swatches.length;
  return (
    <article className={styles.tile} ref={tileRef} data-product-id={tile.productId}>
      {/* Over the picture, outside the link: the link's name is the product's. */}
      {tile.badge && <span className={styles.badge}>{tile.badge}</span>}
      <a className={styles.link} href={tile.pdpUrl} ref={linkRef} onClick={() => onFollow?.(tile)}>
        <span className={styles.pictures}>
          {colour ? (
            <>
              <img
                className={styles.front}
                src={productImageUrl(tile.productId, colour, "front")}
                alt=""
                width={PICTURE_SIZE}
                height={PICTURE_SIZE}
                loading={eager ? "eager" : "lazy"}
                decoding="async"
                {...(eager ? { fetchPriority: "high" as const } : {})}
              />
              <picture>
                <source media={BACK_VIEW_MEDIA} srcSet={productImageUrl(tile.productId, colour, "back")} />
                <img className={styles.back} src={NO_BACK_VIEW} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} loading="lazy" decoding="async" />
              </picture>
            </>
          ) : (
            <span className={styles.noPicture} />
          )}
        </span>
        <Heading className={styles.name}>{tile.name}</Heading>
      </a>
      <p className={styles.price} data-price-current={tile.price.lowCurrent}>
        <span className="visually-hidden">{price.label}</span>
        <span aria-hidden="true" className={styles.amounts}>
          <span className={price.original ? styles.sale : undefined}>{price.current}</span>
          {price.original && <s className={styles.original}>{price.original}</s>}
        </span>
      </p>
      {swatches.length > 0 && (
        <ul className={styles.swatches} aria-label={strings.colours(tile.colors.length)}>
          {swatches.map((name) => (
            <li key={name} className={styles.swatch} style={{ background: swatchColour(SWATCH_CODES_BY_NAME[name] ?? "") }} title={name}>
              <span className="visually-hidden">{name}</span>
            </li>
          ))}
          {moreColours > 0 && (
            <li className={styles.moreColours}>
              <span aria-hidden="true">{strings.moreColours(moreColours)}</span>
            </li>
          )}
        </ul>
      )}
      {tile.rating.reviewsCount > 0 && (
        <p className={styles.rating}>
          <Stars score={tile.rating.score} />
          <span aria-hidden="true" className={styles.ratingCount}>
            ({tile.rating.reviewsCount})
          </span>
          <span className="visually-hidden">{strings.rating(tile.rating.score, tile.rating.reviewsCount)}</span>
        </p>
      )}
      {showFavourite && <FavouriteButton siteId={siteId} styleId={tile.productId} productName={tile.name} className={styles.favourite} />}
      {onQuickShop && (
        <button type="button" className={styles.quickShop} aria-label={strings.quickShopFor(tile.name)} onClick={() => onQuickShop(tile)}>
          {strings.quickShop}
        </button>
      )}
    </article>
  );
}
