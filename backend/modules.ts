import type { Api, BackendDeps } from "./http/api.ts";

/** Endpoint modules of the commerce API; each registers its paths. Adding a module: one line. */
export const COMMERCE_MODULES: ((api: Api, deps: BackendDeps) => void)[] = [];
