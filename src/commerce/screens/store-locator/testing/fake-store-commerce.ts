import type { CommerceClient } from "../../../api/client.ts";
import { CommerceApiError } from "../../../api/client-transport.ts";
import type { StoreSearchRequest } from "../store-search.ts";
import { NEAR_10012, NEAR_10789, NEAR_98101, NEAR_BOSTON, NEAR_H3A, NEAR_WC2E, NOWHERE_NEAR, storesOfCountry } from "./store-answers.ts";

const BY_POSTAL_CODE = [NEAR_10012, NEAR_98101, NEAR_10789, NEAR_WC2E, NEAR_H3A];
const FROM_COORDINATES = [...BY_POSTAL_CODE, NEAR_BOSTON];

/**
 * Stories only: the store calls answered from the recorded searches: 10012, 98101, 10789,
 * WC2E 9LZ and H3A 1T5 find stores; 99501 (Anchorage) none; any other postal code is one the
 * API cannot place (ATTR300). Coordinates (a city, "use my location") answer the recorded search
 * that started nearest to them.
 */
export function fakeStoreCommerce(): CommerceClient {
  const client = {
    searchStores: async (search: StoreSearchRequest) => {
      const { latitude, longitude } = search;
      if (latitude !== undefined && longitude !== undefined) {
        const away = (answer: (typeof FROM_COORDINATES)[number]) => (answer.origin.latitude - latitude) ** 2 + (answer.origin.longitude - longitude) ** 2;
        return FROM_COORDINATES.reduce((nearest, answer) => (away(answer) < away(nearest) ? answer : nearest));
      }
      const answer = BY_POSTAL_CODE.find((candidate) => candidate.origin.postalCode === search.postalCode);
      if (answer) return answer;
      if (search.postalCode === "99501") return NOWHERE_NEAR("99501", "US", "mi");
      throw new CommerceApiError("ATTR300", 400, `postalCode: we cannot place ${search.postalCode} on the map`, { method: "POST", path: "/stores/v1/search", body: search }, undefined);
    },
    stores: async (filter: { country?: string } = {}) => storesOfCountry(filter.country ?? ""),
  };
  return client as unknown as CommerceClient;
}
