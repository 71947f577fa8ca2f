import { randomUUID } from "node:crypto";
import { inflateSync } from "node:zlib";
import { expect } from "vitest";
import type { z } from "zod";
import { errorAnswer } from "../cart/cart-test-kit.ts";
import { consumers } from "../db/schema.ts";
import type { Identity } from "../identity/tokens.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createOrder, type OrderSpec } from "../testing/order-factory.ts";

/**
 * Helpers of the order tests: a backend on a fresh database with a fixed clock (so that order
 * ages are exact and tokens never expire mid-test), shoppers, orders, calls whose every answer
 * is checked against its contract (or is a catalogue error, never a 5xx), and the text of PDFs.
 */

/** The kit's "now": a fixed instant. Orders are made relative to it (`ago(3 * HOUR)`). */
export const NOW = Date.parse("2025-06-02T10:00:00.000Z");
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const ago = (ms: number) => new Date(NOW - ms);

export interface OrderCall<T> {
  status: number;
  headers: Headers;
  /** The validated answer of a success. */
  answer: T;
  /** The error entry of a failure (validated against the error contract). */
  error: { errorId: string; message: string; [detail: string]: unknown };
}

export async function orderBackend() {
  const clock = { now: NOW };
  const backend = await backendUnderTest({ now: () => clock.now });
  const { db } = backend.database;
  const token = (identity: Identity) => backend.deps.tokens.issueAccessToken(identity).accessToken;
  const guestToken = (guestId: string = randomUUID()) => token({ kind: "guest", guestId });
  const agentToken = () => token({ kind: "agent", employeeId: "E100001", storeId: "S100001" });

  /** A registered consumer in the database and a token for them. */
  async function member(fields: { firstName?: string; lastName?: string } = {}) {
    const consumerId = randomUUID();
    const suffix = consumerId.slice(0, 8);
    const email = `member-${suffix}@example.test`;
    await db.insert(consumers).values({ id: consumerId, consumerNo: `C${suffix}`, email, passwordHash: "x", firstName: fields.firstName ?? "Jamie", lastName: fields.lastName ?? "Rivers" });
    return { consumerId, email, token: token({ kind: "registered", consumerId }) };
  }

  /** An order of `owner` (a member from `member()`), placed an hour ago unless told otherwise. */
  const order = (owner: { consumerId: string; email: string } | null, spec: OrderSpec = {}) =>
    createOrder(db, { consumerId: owner?.consumerId ?? null, email: owner?.email, createdAt: ago(HOUR), ...spec });

  /** A JSON call: success validated against `contract`, failure against the error contract; never 5xx. */
  async function call<T extends z.ZodType>(contract: T, method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<OrderCall<z.output<T>>> {
    const response = await backend.call(method, path, init);
    expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(500);
    if (response.status < 300) {
      const parsed = contract.safeParse(response.json);
      expect(parsed.error?.issues ?? [], `${method} ${path} answers its contract`).toEqual([]);
      return { status: response.status, headers: response.headers, answer: parsed.data as z.output<T>, error: undefined as never };
    }
    return { status: response.status, headers: response.headers, answer: undefined as never, error: checkedError(response.json, `${method} ${path}`) };
  }

  /** A call that answers a document: the bytes of a success, the validated error otherwise. */
  async function download(method: string, path: string, init: { body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = { "x-client-id": "test-client" };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const response = await backend.app.request(path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    expect(response.status, `${method} ${path}`).toBeLessThan(500);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.status < 300) return { status: response.status, headers: response.headers, bytes, error: undefined as never };
    return { status: response.status, headers: response.headers, bytes, error: checkedError(JSON.parse(Buffer.from(bytes).toString("utf8")), `${method} ${path}`) };
  }

  return { backend, db, clock, token, guestToken, agentToken, member, order, call, download, close: () => backend.close() };
}

export type OrderKit = Awaited<ReturnType<typeof orderBackend>>;

function checkedError(json: unknown, what: string): OrderCall<unknown>["error"] {
  const parsed = errorAnswer.safeParse(json);
  expect(parsed.error?.issues ?? [], `${what} answers a catalogue error: ${JSON.stringify(json)}`).toEqual([]);
  return parsed.data!.errorDetails[0]! as OrderCall<unknown>["error"];
}

// ---- PDF text --------------------------------------------------------------------------------

/** WinAnsi codes 0x80–0x9F that differ from Latin-1 (the ones our documents can contain). */
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: "€", 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—" };
const decode = (bytes: Buffer) => Array.from(bytes, (byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join("");

function unescapeLiteral(value: string): Buffer {
  const text = value.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, code: string) => {
    const simple: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", "(": "(", ")": ")", "\\": "\\" };
    return simple[code] ?? String.fromCharCode(parseInt(code, 8));
  });
  return Buffer.from(text, "latin1");
}

/**
 * The text a PDF shows, one drawn string per line: every content stream is inflated when
 * Flate-encoded and its `Tj` strings (hex or literal) decoded from WinAnsi. Enough for the
 * documents pdf-lib writes with standard fonts; not a general PDF parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const raw = buffer.toString("latin1");
  const strings: string[] = [];
  for (const match of raw.matchAll(/<<((?:(?!>>)[^])*)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!;
    const start = match.index + match[0].length;
    const declared = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const end = declared ? start + Number(declared[1]) : raw.indexOf("endstream", start);
    let data = buffer.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    const content = data.toString("latin1");
    for (const shown of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      strings.push(decode(shown[1] !== undefined ? Buffer.from(shown[1].replace(/\s/g, ""), "hex") : unescapeLiteral(shown[2]!)));
    }
  }
  return strings.join("\n");
}
