import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FavoritesAnswer } from "../../../contracts/api/wishlists.ts";
import { siteById } from "../../../contracts/sites.ts";
import { hasShopperSession, isStoreMode } from "../browser-session.ts";
import { withCommerce } from "../lazy-commerce.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import styles from "./favourite-button.module.css";
import { useBrowserValue } from "../../ui/use-hydrated.ts";

/** The largest page the favourites call gives (FAVORITES_MAX_COUNT of the contract). */
const FAVOURITES_PAGE = 100;

/**
 * The shopper's favourites (a guest's are tied to the session by the BFF's cookies). Read in the
 * browser only: a shared server render knows no shopper.
 */
export const favouritesQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "favorites"] as const,
    queryFn: ({ client }): Promise<FavoritesAnswer> => withCommerce(client, siteId, (commerce) => commerce.favorites({ count: FAVOURITES_PAGE })),
    staleTime: 60_000,
    retry: false,
  });


/** The list's item for a style (added as a style or as one of its variants). */
export const favouriteItemOf = (favourites: FavoritesAnswer | undefined, styleId: string) =>
  favourites?.items.find((item) => item.id === styleId || item.masterId === styleId);

/** The heart's words, per site language (the product page, the cart's lines and the grid's tiles show it). */
const FAVOURITE_WORDS: Record<string, { favourite: string; favouriteOf: (name: string) => string; favouriteAdd: string; favouriteRemove: string; failed: string }> = {
  en: {
    favourite: "Favourite",
    favouriteOf: (name) => `Favourite: ${name}`,
    favouriteAdd: "Add to favourites",
    favouriteRemove: "Remove from favourites",
    failed: "Your favourites could not be changed. Try again.",
  },
  fr: {
    favourite: "Favori",
    favouriteOf: (name) => `Favori : ${name}`,
    favouriteAdd: "Ajouter aux favoris",
    favouriteRemove: "Retirer des favoris",
    failed: "Vos favoris n’ont pas pu être modifiés. Réessayez.",
  },
  de: {
    favourite: "Favorit",
    favouriteOf: (name) => `Favorit: ${name}`,
    favouriteAdd: "Zu den Favoriten",
    favouriteRemove: "Aus den Favoriten entfernen",
    failed: "Ihre Favoriten konnten nicht geändert werden. Bitte versuchen Sie es erneut.",
  },
};

export interface FavouriteButtonProps {
  siteId: string;
  styleId: string;
  /** Where several hearts share a page (a grid's tiles, the cart's lines), the product's name: it joins the heart's name. */
  productName?: string;
  /** Placement of the heart and its message (over a tile's picture). */
  className?: string;
}

/**
 * Heart toggle: adds the style to the favourites, or removes its item. Its name stays the same and
 * `aria-pressed` tells the state (the title says what a press does). A failed change leaves the
 * heart as it was and says so beneath it. None when the site's favourites are off or in buy-in-store
 * mode.
 */
export function FavouriteButton({ siteId, styleId, productName, className }: FavouriteButtonProps) {
  const strings = FAVOURITE_WORDS[siteById(siteId).language] ?? FAVOURITE_WORDS.en!;
  const queryClient = useQueryClient();
  const offered = useEngine().page.favourites !== false;
  // Buy-in-store mode has no favourites (commerce spec §4): no heart, no read.
  const storeMode = useBrowserValue(isStoreMode, false);
  // Read from the cookies at once (not the hydration snapshot): a hydrating associate page asks nothing.
  const favourites = useQuery({ ...favouritesQuery(siteId), enabled: offered && hasShopperSession() && !isStoreMode() });
  const item = favouriteItemOf(favourites.data, styleId);
  // The change's own state, not a useMutation: that hook would be one more chunk on every grid page.
  const [change, setChange] = useState<"idle" | "sending" | "failed">("idle");
  const toggle = async () => {
    if (change === "sending") return;
    setChange("sending");
    try {
      const answer = await withCommerce(queryClient, siteId, (commerce) => {
        const favoriteId = favourites.data?.favoriteId;
        return item && favoriteId ? commerce.removeFavorite(favoriteId, item.itemId) : commerce.addFavorite({ id: styleId });
      });
      const key = favouritesQuery(siteId).queryKey;
      // The add and remove answers hold the list's first page only: a longer list is read again,
      // and so are the favourites screen's pages (keys under this one).
      const complete = answer.total <= answer.items.length;
      if (complete) queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: key, predicate: (query) => !complete || query.queryKey.length > key.length });
      setChange("idle");
    } catch {
      setChange("failed");
    }
  };
  const pressed = Boolean(item);
  if (storeMode || !offered) return null;
  return (
    <span className={className ? `${styles.holder} ${className}` : styles.holder}>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={pressed}
        aria-label={productName ? strings.favouriteOf(productName) : strings.favourite}
        title={pressed ? strings.favouriteRemove : strings.favouriteAdd}
        // Not `disabled` while the change is sent: a disabled button drops the keyboard's focus.
        aria-disabled={change === "sending" || undefined}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.4 0 5.6 3.3 4.4 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
            fill={pressed ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
      {change === "failed" && (
        <span role="alert" className={styles.failed}>
          {strings.failed}
        </span>
      )}
    </span>
  );
}
