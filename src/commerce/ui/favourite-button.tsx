import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FavoritesAnswer } from "../../../contracts/api/wishlists.ts";
import { siteById } from "../../../contracts/sites.ts";
import { hasShopperSession, isStoreMode } from "../browser-session.ts";
import { withCommerce } from "../lazy-commerce.ts";
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

/** The heart's words, per site language (the product page and the cart's lines show it). */
const FAVOURITE_WORDS: Record<string, { favourite: string; favouriteAdd: string; favouriteRemove: string }> = {
  en: { favourite: "Favourite", favouriteAdd: "Add to favourites", favouriteRemove: "Remove from favourites" },
  fr: { favourite: "Favori", favouriteAdd: "Ajouter aux favoris", favouriteRemove: "Retirer des favoris" },
  de: { favourite: "Favorit", favouriteAdd: "Zu den Favoriten", favouriteRemove: "Aus den Favoriten entfernen" },
};

/** Heart toggle: adds the style to the favourites, or removes its item. */
export function FavouriteButton({ siteId, styleId }: { siteId: string; styleId: string }) {
  const strings = FAVOURITE_WORDS[siteById(siteId).language] ?? FAVOURITE_WORDS.en!;
  const queryClient = useQueryClient();
  // Buy-in-store mode has no favourites (commerce spec §4): no heart, no read.
  const storeMode = useBrowserValue(isStoreMode, false);
  // Read from the cookies at once (not the hydration snapshot): a hydrating associate page asks nothing.
  const favourites = useQuery({ ...favouritesQuery(siteId), enabled: hasShopperSession() && !isStoreMode() });
  const item = favouriteItemOf(favourites.data, styleId);
  const toggle = useMutation({
    mutationFn: () =>
      withCommerce(queryClient, siteId, (commerce) => {
        const favoriteId = favourites.data?.favoriteId;
        return item && favoriteId ? commerce.removeFavorite(favoriteId, item.itemId) : commerce.addFavorite({ id: styleId });
      }),
    onSuccess: (answer) => {
      const key = favouritesQuery(siteId).queryKey;
      // The add and remove answers hold the list's first page only: a longer list is read again,
      // and so are the favourites screen's pages (keys under this one).
      const complete = answer.total <= answer.items.length;
      if (complete) queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: key, predicate: (query) => !complete || query.queryKey.length > key.length });
    },
  });
  const pressed = Boolean(item);
  if (storeMode) return null;
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={pressed}
      aria-label={strings.favourite}
      title={pressed ? strings.favouriteRemove : strings.favouriteAdd}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
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
  );
}
