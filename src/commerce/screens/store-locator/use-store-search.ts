import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { siteById } from "../../../../contracts/sites.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { reportCoordinates } from "../../../personalisation/shopper-events.ts";
import type { StoreLocatorStrings } from "./store-locator-strings.ts";
import { storeSearchRequest, storesInCity, storesOfSite, typedPlaceOf, type DistanceUnit, type FoundStore, type SearchOrigin } from "./store-search.ts";

export type StoreSearchState =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "searching" }
  /** Told at the field: nothing typed, or a postal code the API cannot place. */
  | { status: "invalid"; message: string }
  /** Told at the top: the search itself failed. */
  | { status: "failed"; message: string }
  /** `near` names the place searched from; undefined for the shopper's own location. */
  | { status: "done"; stores: FoundStore[]; unit: DistanceUnit; near: string | undefined }
  | { status: "no-city"; city: string };

/** A country's stores (`GET /consumers-v3/utilities/stores?country=`): where a city is looked up. */
export const countryStoresQuery = (siteId: string, country: string) =>
  queryOptions({
    queryKey: ["commerce", "stores-of-country", country] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.stores({ country })),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** How long the browser may look for the shopper's position, and how old a known one may be. */
const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 10 * 60_000 };

const isCommerceError = (error: unknown): error is Error & { errorId: string } => error instanceof Error && error.name === "CommerceApiError";

const currentPosition = () => new Promise<GeolocationPosition>((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS));

/** Whether this browser can tell where the shopper is (asked only when they press the button). */
export const canLocate = () => typeof navigator !== "undefined" && "geolocation" in navigator;

/**
 * The store locator's searches: by what the shopper typed (a postal code, or a city looked up
 * among the country's stores) or by their location. The latest search wins: the answer of an
 * earlier one that arrives late is dropped.
 */
export function useStoreSearch(siteId: string, strings: StoreLocatorStrings) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StoreSearchState>({ status: "idle" });
  const latest = useRef(0);

  const searchFrom = useCallback(
    async (run: number, origin: SearchOrigin, near: string | undefined) => {
      const answer = await withCommerce(queryClient, siteId, (commerce) => commerce.searchStores(storeSearchRequest(siteId, origin)));
      if (run === latest.current) setState({ status: "done", stores: storesOfSite(siteId, answer.stores), unit: answer.unit, near });
    },
    [queryClient, siteId],
  );

  const failed = useCallback(
    (run: number, error: unknown, atField: boolean) => {
      if (run !== latest.current) return;
      // ATTR300 on a postal code: the API could not place it (the only field the shopper typed).
      if (atField && isCommerceError(error) && error.errorId === "ATTR300") setState({ status: "invalid", message: strings.postalCodeUnknown });
      else setState({ status: "failed", message: isCommerceError(error) ? error.message : strings.searchFailed });
    },
    [strings],
  );

  const search = useCallback(
    async (text: string) => {
      const run = ++latest.current;
      const place = typedPlaceOf(text);
      if (!place) return setState({ status: "invalid", message: strings.required });
      setState({ status: "searching" });
      try {
        if (place.kind === "postalCode") return await searchFrom(run, { postalCode: place.postalCode }, place.postalCode);
        const { stores } = await queryClient.fetchQuery(countryStoresQuery(siteId, siteById(siteId).country));
        const [first] = storesInCity(stores, place.city);
        if (!first) return void (run === latest.current && setState({ status: "no-city", city: place.city }));
        await searchFrom(run, { latitude: first.latitude, longitude: first.longitude }, first.address.city);
      } catch (error) {
        failed(run, error, place.kind === "postalCode");
      }
    },
    [failed, queryClient, searchFrom, siteId, strings],
  );

  const locate = useCallback(async () => {
    const run = ++latest.current;
    setState({ status: "locating" });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      const denied = typeof error === "object" && error !== null && (error as GeolocationPositionError).code === 1;
      if (run === latest.current) setState({ status: "failed", message: denied ? strings.locationDenied : strings.locationUnavailable });
      return;
    }
    // The shopper shared where they are: personalisation hears it too.
    reportCoordinates(position.coords.latitude, position.coords.longitude);
    if (run !== latest.current) return;
    setState({ status: "searching" });
    try {
      await searchFrom(run, { latitude: position.coords.latitude, longitude: position.coords.longitude }, undefined);
    } catch (error) {
      failed(run, error, false);
    }
  }, [failed, searchFrom, strings]);

  return { state, search, locate };
}
