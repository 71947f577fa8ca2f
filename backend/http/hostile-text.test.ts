import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { Context } from "hono";
import { routePath } from "hono/route";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { z } from "zod";
import { createApi, type Api, type BackendDeps, type Method } from "./api.ts";
import type * as ApiModule from "./api.ts";
import { COMMERCE_MODULES } from "../modules.ts";
import type { Identity } from "../identity/tokens.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { createConsumer, createStoreEmployee } from "../testing/consumer-factory.ts";
import { createOrder } from "../testing/order-factory.ts";
import { EXTRA_FIELD, jsonSchemaOf, percentEncode, plausible, textSlots, withHostileText, type Plausibles } from "../testing/plausible-requests.ts";
import { US_ADDRESS } from "../checkout/checkout-test-kit.ts";

/**
 * Every route of the commerce API, with arbitrary Unicode — NUL and lone surrogates included,
 * and often — in each path id, query parameter and body field: the answer is never a 5xx
 * (issue 18). Text PostgreSQL cannot store is refused at the edge (storable-text.ts); anything
 * else is the route's own 4xx. CI runs it on PGlite and on PostgreSQL, which differ here.
 *
 * The routes come from the registry (COMMERCE_MODULES), and the query and body fields of each
 * from the zod schemas the route itself reads, recorded on a first call (readBody and readQuery
 * are wrapped below): a new route or field is covered without a line here.
 */

const { schemasRead, caller } = vi.hoisted(() => ({
  /** By `METHOD /route/:path`: the schemas it read, and the first caller whose call got that far. */
  schemasRead: new Map<string, { body?: unknown; query?: unknown; readFor?: string }>(),
  /** Who the test is calling as (calls are one at a time). */
  caller: { who: "member" },
}));
vi.mock("./api.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>();
  const record = (c: Context, part: "body" | "query", schema: unknown) => {
    const key = `${c.req.method} ${routePath(c)}`;
    const known = schemasRead.get(key);
    schemasRead.set(key, { ...known, [part]: schema, readFor: known?.readFor ?? caller.who });
  };
  return {
    ...actual,
    readBody: (c: Context, schema: z.ZodType, errorId?: never) => (record(c, "body", schema), actual.readBody(c, schema, errorId)),
    readQuery: (c: Context, schema: z.ZodType, errorId?: never) => (record(c, "query", schema), actual.readQuery(c, schema, errorId)),
  };
});

type Route = { method: Method; path: string };

/** The registry's routes, as the modules register them. */
function registeredRoutes(): Route[] {
  const routes: Route[] = [];
  const recorder: Api = { ...createApi(), on: (method, path) => void routes.push({ method, path }) };
  for (const register of COMMERCE_MODULES) register(recorder, { publicUrl: "http://127.0.0.1:3001" } as BackendDeps);
  return routes;
}

const UNSTORABLE = ["\u0000", "\ud800", "\udfff", "\udbff\udbff", "\udc00\ud800"];
const unstorableChar = fc.oneof(fc.constantFrom(...UNSTORABLE), fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)));
/** Any Unicode, with NUL and lone surrogates in it often. */
const hostileText = fc.oneof(
  fc.string({ unit: fc.oneof({ weight: 4, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) }, unstorableChar), minLength: 1, maxLength: 12 }),
  fc.tuple(fc.string({ maxLength: 4 }), unstorableChar, fc.string({ maxLength: 4 })).map((parts) => parts.join("")),
);

// --- the backend and its callers ----------------------------------------------------------------

type Who = "nobody" | "guest" | "member" | "agent";
const WHO: Who[] = ["member", "guest", "agent", "nobody"];

let backend: Awaited<ReturnType<typeof backendUnderTest>>;
const tokens: Partial<Record<Who, string>> = {};
/** Each caller's plausible values: real ids (its own cart and line), then generic samples. */
const plausibles: Partial<Record<Who, Plausibles>> = {};

beforeAll(async () => {
  backend = await backendUnderTest();
  const { db } = backend.database;
  const product = await createProduct(db, { stock: 1000 });
  const consumer = await createConsumer(db);
  const { store, employee } = await createStoreEmployee(db);
  const order = await createOrder(db, { consumerId: consumer.id, email: consumer.email });
  const identities: Record<Exclude<Who, "nobody">, Identity> = {
    guest: { kind: "guest", guestId: randomUUID() },
    member: { kind: "registered", consumerId: consumer.id },
    agent: { kind: "agent", storeId: store.id, employeeId: employee.id },
  };
  const shared = {
    ...US_ADDRESS,
    siteId: "RL-US",
    countryCode: "US",
    currency: "USD",
    locale: "en-US",
    productId: product.variantId,
    productSetId: product.productId,
    variantId: product.variantId,
    storeId: store.id,
    storeEmployeeId: employee.id,
    employeeId: employee.id,
    orderId: order.orderNumber,
    orderNumber: order.orderNumber,
    email: consumer.email,
    username: consumer.email,
    login: consumer.email,
    password: consumer.password,
  };
  const samples = [...new Set([...Object.values(shared), "US", "RL-US", "en_US", "USD", "02108", "+16175550181", "4111111111111111", "123", "1234", "12", "2030", "M", "a1"])];
  for (const who of WHO) {
    const token = who === "nobody" ? undefined : backend.deps.tokens.issueAccessToken(identities[who]).accessToken;
    tokens[who] = token;
    const cart = token ? await backend.call("POST", "/cart/v1/cart", { token, body: { siteId: "RL-US" } }) : undefined;
    const basketId = (cart?.json as { id?: string } | undefined)?.id ?? randomUUID();
    const added = token ? await backend.call("POST", "/cart/v1/item", { token, body: { basketId, productId: product.variantId, qty: 1 } }) : undefined;
    const itemId = (added?.json as { items?: { id: string }[] } | undefined)?.items?.[0]?.id ?? randomUUID();
    plausibles[who] = { byName: { ...shared, basketId, cartId: basketId, itemId }, samples };
  }
});
afterAll(async () => backend?.close());

// --- calling a route ----------------------------------------------------------------------------

interface Hostility {
  who: Who;
  /** Where the hostile text goes: `path`, `query` or `body`, then the field's path (none: nowhere). */
  slot: string[];
  text: string;
  /** Where in the field's plausible value it is spliced. */
  at: number;
}

const schemasOf = (route: Route) => schemasRead.get(`${route.method} ${route.path}`) ?? {};

async function send(route: Route, hostility: Hostility) {
  caller.who = hostility.who;
  const known = plausibles[hostility.who]!;
  const [part, ...field] = hostility.slot;
  const schemas = schemasOf(route);

  const path = route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = known.byName[name] ?? "x1";
    return percentEncode(part === "path" && field[0] === name ? (withHostileText(value, [], hostility) as string) : value);
  });

  const querySchema = jsonSchemaOf(schemas.query);
  let query = querySchema ? plausible(querySchema, "", known) : {};
  if (part === "query") query = withHostileText(query, field, hostility);
  const search = Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && typeof value !== "object")
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(String(value))}`)
    .join("&");

  const bodySchema = jsonSchemaOf(schemas.body);
  let body = route.method === "GET" ? undefined : bodySchema ? plausible(bodySchema, "", known) : {};
  if (part === "body") body = withHostileText(body, field, hostility);

  return backend.call(route.method, `${path}${search ? `?${search}` : ""}`, { token: tokens[hostility.who], body });
}

/** Every text slot of a route: its path ids, and the fields of the query and body it reads. */
function slotsOf(route: Route): string[][] {
  const schemas = schemasOf(route);
  const query = jsonSchemaOf(schemas.query);
  const body = jsonSchemaOf(schemas.body);
  return [
    ...[...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ["path", match[1]!]),
    ...(query ? textSlots(query) : [[EXTRA_FIELD]]).map((slot) => ["query", ...slot]),
    ...(route.method === "GET" ? [] : (body ? textSlots(body) : [[EXTRA_FIELD]]).map((slot) => ["body", ...slot])),
  ];
}

describe.each(registeredRoutes().map((route) => [`${route.method} ${route.path}`, route] as const))("%s", (_name, route) => {
  test("hostile text in any path id, query parameter or body field is never a 5xx", async () => {
    // A plausible call first, as each caller until one gets as far as the route's schemas,
    // which name its fields.
    for (const who of WHO) {
      await send(route, { who, slot: [], text: "", at: 0 });
      if (schemasOf(route).readFor) break;
    }
    const slots = slotsOf(route);
    const furthest = (schemasOf(route).readFor ?? "member") as Who;
    // Each slot with NUL and with a lone surrogate, as the first caller that reached the route's
    // schemas; then a few at random.
    const examples = slots.flatMap((slot) => ["\u0000", "\ud800"].map((text): [Hostility] => [{ who: furthest, slot, text, at: 1 }]));
    await fc.assert(
      fc.asyncProperty(fc.record({ who: fc.constantFrom(...WHO), slot: fc.constantFrom(...slots), text: hostileText, at: fc.nat(40) }), async (hostility) => {
        const answer = await send(route, hostility);
        expect(answer.status, `${hostility.who} ${hostility.slot.join(".")} = ${JSON.stringify(hostility.text)}: ${answer.text}`).toBeLessThan(500);
      }),
      { numRuns: examples.length + 6, examples },
    );
  });
});
