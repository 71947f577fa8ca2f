import type { Api, BackendDeps } from "../http/api.ts";

/** Utilities, stores and wishlists: countries, regional texts, stores, employees, collection points, store search, favourites (commerce spec §7). */
export function registerStoreRoutes(api: Api, deps: BackendDeps): void {
  void api;
  void deps;
}
