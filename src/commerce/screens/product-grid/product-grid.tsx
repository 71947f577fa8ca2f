import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import { listingOfUrl } from "../../catalogue/listing-page.ts";
import { clearRefinements } from "../../catalogue/listing-url.ts";
import { hasRefinements, listingHref } from "../../listing/listing-links.ts";
import { ListingLink } from "../../listing/listing-navigation.tsx";
import { listingStrings } from "../../listing/listing-strings.ts";
import { ProductListing } from "../../listing/product-listing.tsx";
import type { ProductGridProps } from "./schema.ts";
import styles from "../../listing/listing.module.css";

/**
 * A category's products (the category page's `product-grid` block): the listing of the URL's
 * state, which the route's loader read as critical data (an unknown category is a 404 before
 * this renders). A failed read shows the empty state; the page's content stays around it.
 */
export default function ProductGrid({ blockId, categoryId: fallbackCategory, data }: BlockComponentProps<ProductGridProps, ProductSearchAnswer>) {
  const { page } = useEngine();
  const strings = listingStrings(page.siteId);
  const categoryId = page.categoryId ?? fallbackCategory;
  const { state, search } = listingOfUrl(page.search ?? "", { categoryId });
  return (
    <div data-screen="product-grid" data-block-id={blockId}>
      <ProductListing
        data={data}
        state={state}
        search={search}
        siteId={page.siteId}
        localePath={page.localePath}
        pathname={page.pathname}
        strings={strings}
        list={{ kind: "category", categoryId }}
        categoryId={categoryId}
        headingLevel={2}
        empty={
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{strings.noMatches}</p>
            {hasRefinements(state) && (
              <p>
                <ListingLink href={listingHref(page.pathname, clearRefinements(state))} className={styles.emptyLink}>
                  {strings.clearFilters}
                </ListingLink>
              </p>
            )}
          </div>
        }
      />
    </div>
  );
}
