import type { Api, BackendDeps } from "../http/api.ts";

/** Consumer and account: profile, loyalty, subscription, payment instruments, addresses, notifications, contact-us, warranty (commerce spec §7). */
export function registerConsumerRoutes(api: Api, deps: BackendDeps): void {
  void api;
  void deps;
}
