import type { Api, BackendDeps } from "../http/api.ts";

/** Products: details, availability, inventory, reviews, questions, sets, catalogue, notifications, search (commerce spec §7). */
export function registerProductRoutes(api: Api, deps: BackendDeps): void {
  void api;
  void deps;
}
