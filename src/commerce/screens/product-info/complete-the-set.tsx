import type { ProductSetAnswer } from "../../catalogue/product-set-queries.ts";
import { priceText } from "../../ui/money.ts";
import { productImageUrl, SWATCH_CODES_BY_NAME } from "../../ui/product-media.ts";
import type { ProductInfoStrings } from "./product-info-strings.ts";
import styles from "./product-info.module.css";

type SetProduct = ProductSetAnswer["products"][number];

/** The other products of each set the product belongs to, as small tiles; nothing when it is in no set (or the sets fail). */
export function CompleteTheSet({ siteId, productId, sets, words }: { siteId: string; productId: string; sets: readonly ProductSetAnswer[] | undefined; words: ProductInfoStrings }) {
  const shown = (sets ?? []).map((set) => ({ set, products: set.products.filter((product) => product.productId !== productId) })).filter(({ products }) => products.length > 0);
  if (shown.length === 0) return null;

  return (
    <div className={styles.sets}>
      <h3 className={styles.setsHeading}>{words.completeTheSet}</h3>
      {shown.map(({ set, products }) => (
        <div key={set.id} className={styles.set}>
          {shown.length > 1 && <p className={styles.setName}>{set.name}</p>}
          <ul className={styles.tiles} aria-label={words.setProducts(set.name)}>
            {products.map((product) => (
              <li key={product.productId}>
                <SetTile product={product} siteId={siteId} words={words} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function SetTile({ product, siteId, words }: { product: SetProduct; siteId: string; words: ProductInfoStrings }) {
  const colourCode = product.colors.map((name) => SWATCH_CODES_BY_NAME[name]).find((code) => code !== undefined);
  const price = priceText(product.price, siteId, words.price);
  return (
    <a className={styles.tile} href={product.pdpUrl}>
      {colourCode ? (
        <img className={styles.tileImage} src={productImageUrl(product.productId, colourCode, "front")} alt="" width={120} height={120} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.tileImage} aria-hidden="true" />
      )}
      <span className={styles.tileName}>{product.name}</span>
      <span className={styles.tilePrice}>
        <span className="visually-hidden">{price.label}</span>
        <span aria-hidden="true">
          {price.current}
          {price.original && <s className={styles.original}>{price.original}</s>}
        </span>
      </span>
    </a>
  );
}
