import { createContentClient } from "./content/content-client.server.ts";
import { answerSchemas } from "../commerce/api/answer-schemas.ts";
import { createCommerceClient, type CommerceClient } from "../commerce/api/client.ts";
import { createServerFrontApi, type ServerFrontApi } from "./front-api/front-api.server.ts";
import type { StorefrontServices, StorefrontSettings } from "./storefront-services.ts";

export interface StorefrontServicesOptions {
  settings: StorefrontSettings;
  content: {
    /** The content service's base URL. */
    url: string;
    publishedTtlMs: number;
    /** Stale-if-error's bound (the content client's `staleIfErrorMs`). */
    staleIfErrorMs?: number;
    /** How requests reach it: `fetch` by default; the launcher's in-process backend otherwise. */
    fetch?: (request: Request) => Promise<Response>;
    /** The credential of preview reads (the content admin token, shared with the content service). */
    previewCredential?: string;
  };
  commerce: {
    /** The commerce API's base URL. */
    url: string;
    /** How requests reach it, with the headers the commerce API asks of every caller (the host's). */
    fetch: (request: Request) => Promise<Response>;
  };
}

/** The services as the host keeps them: the front-end API with the functions only `/fapi` uses. */
export interface HostedStorefrontServices extends StorefrontServices {
  frontApi: ServerFrontApi;
}

/**
 * The storefront's services, made once per process by its host (server/): the content client
 * with its cache, and the front-end API's functions over it. The host's routes and the rendered
 * pages share them (one cache, no request to ourselves).
 */
export function createStorefrontServices(options: StorefrontServicesOptions): HostedStorefrontServices {
  const content = createContentClient({ baseUrl: options.content.url, publishedTtlMs: options.content.publishedTtlMs, staleIfErrorMs: options.content.staleIfErrorMs, fetch: options.content.fetch, previewCredential: options.content.previewCredential });
  return { settings: options.settings, content, frontApi: createServerFrontApi(content), commerce: serverCommerce(options.commerce) };
}

/**
 * The server's commerce clients, one per site: catalogue reads while rendering (no shopper token:
 * the commerce API's reads need none), answers checked against their contracts. They keep no cart.
 */
export function serverCommerce(commerce: StorefrontServicesOptions["commerce"]): (siteId: string) => CommerceClient {
  const clients = new Map<string, CommerceClient>();
  const noCart = {
    get: () => undefined,
    set: () => {
      throw new Error("The server's commerce client keeps no cart");
    },
  };
  return (siteId) => {
    let client = clients.get(siteId);
    if (!client) {
      client = createCommerceClient({ siteId, baseUrl: commerce.url, fetch: (input, init) => commerce.fetch(new Request(input, init)), answers: answerSchemas, csrfToken: () => undefined, cartStore: noCart });
      clients.set(siteId, client);
    }
    return client;
  };
}
