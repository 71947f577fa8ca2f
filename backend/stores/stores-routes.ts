import type { Api, BackendDeps } from "../http/api.ts";
import { registerFavoritesRoutes } from "./favorites-routes.ts";
import { registerLocationRoutes } from "./location-routes.ts";
import { registerUtilitiesRoutes } from "./utilities-routes.ts";

/** Utilities, stores and wishlists: countries, regional texts, stores, employees, collection points, store search, favourites (commerce spec §7). */
export function registerStoreRoutes(api: Api, deps: BackendDeps): void {
  registerUtilitiesRoutes(api, deps);
  registerLocationRoutes(api, deps);
  registerFavoritesRoutes(api, deps);
}
