/**
 * Where the storefront's decide calls go, without the code that makes them: the page shell's
 * batched sender (browser-events.ts) reads these and nothing else of engine-decisions.ts.
 */

/** The storefront's brand in the decide path. */
export const DECIDE_BRAND = "ridgeline";
/** The decide call on the storefront's origin (server/bff/personalisation-route.ts passes it on). */
export const STOREFRONT_DECIDE_PATH = `/api/engine/v1/decide/${DECIDE_BRAND}`;
export const DECIDE_CHANNEL = "web";
