import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { z } from "zod";
import { errorAnswer } from "../cart/cart-test-kit.ts";
import { consumers } from "../db/schema.ts";
import type { BackendOptions } from "../app.ts";
import type { Identity } from "../identity/tokens.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { testRecaptchaVerifier } from "../testing/recaptcha-test-verifier.ts";

/**
 * Helpers of the account tests: a backend on a fresh database, members and their tokens, and
 * calls whose answers are checked: a success against the contract named by the test, an error
 * against the error format with a catalogue id, and never a 5xx.
 */

export const MEMBER_PASSWORD = "Trail-Runner-42";
/** A fresh database runs every migration: allow for a busy machine. */
export const SETUP_TIMEOUT_MS = 60_000;

export interface MemberOptions {
  phone?: string | null;
  birthDate?: string | null;
  postalCode?: string | null;
  firstName?: string;
  lastName?: string;
  loyaltyMember?: boolean;
  loyaltyOptInDate?: string | null;
  loyaltyPoints?: number;
  memberId?: string | null;
  interests?: string;
  consumerType?: string;
  athlete?: boolean;
  annualCap?: number | null;
  currentSpend?: number;
  identityTypes?: string[];
  /** A real password hash (slow: scrypt), for the calls that check the password. */
  passwordHash?: string;
}

export interface Member {
  consumerId: string;
  consumerNo: string;
  email: string;
  token: string;
}

export interface Call {
  status: number;
  json: unknown;
  headers: Headers;
  /** The error entry of a failed answer (validated). */
  error: { errorId: string; message: string; field?: string; [detail: string]: unknown };
}

let phoneCounter = 0;

/** reCAPTCHA is on in these tests (card save), with the test verifier unless told otherwise. */
export async function consumerBackend(options: Partial<Omit<BackendOptions, "database">> = {}) {
  const backend = await backendUnderTest({ recaptcha: testRecaptchaVerifier, ...options });
  const { db } = backend.database;
  const token = (identity: Identity) => backend.deps.tokens.issueAccessToken(identity).accessToken;
  const guestToken = () => token({ kind: "guest", guestId: randomUUID() });
  const agentToken = () => token({ kind: "agent", employeeId: "E9999", storeId: "S9999" });

  /** A registered consumer with a full profile (override any field), and a token. */
  async function member(options: MemberOptions = {}): Promise<Member> {
    const consumerId = randomUUID();
    const suffix = consumerId.slice(0, 8);
    const consumerNo = String(7_000_000_000 + Number.parseInt(suffix.slice(0, 7), 16));
    const email = `member-${suffix}@example.test`;
    phoneCounter += 1;
    await db.insert(consumers).values({
      id: consumerId,
      consumerNo,
      email,
      passwordHash: options.passwordHash ?? "not-a-hash",
      firstName: options.firstName ?? "Robin",
      lastName: options.lastName ?? "Fell",
      phone: options.phone === undefined ? `+1202555${String(phoneCounter).padStart(4, "0")}` : options.phone,
      birthDate: options.birthDate === undefined ? "1990-05-17" : options.birthDate,
      postalCode: options.postalCode === undefined ? "02108" : options.postalCode,
      loyaltyMember: options.loyaltyMember ?? false,
      loyaltyOptInDate: options.loyaltyOptInDate ?? null,
      loyaltyPoints: options.loyaltyPoints ?? 0,
      memberId: options.memberId === undefined ? `RLM${consumerNo}` : options.memberId,
      interests: options.interests ?? "",
      consumerType: options.consumerType ?? "REGULAR",
      athlete: options.athlete ?? false,
      annualCap: options.annualCap ?? null,
      currentSpend: options.currentSpend ?? 0,
      identityTypes: options.identityTypes ?? [],
    });
    return { consumerId, consumerNo, email, token: token({ kind: "registered", consumerId }) };
  }

  async function call(method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Call> {
    const response = await backend.call(method, path, init);
    expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(500);
    if (response.status < 300) return { status: response.status, json: response.json, headers: response.headers, error: undefined as never };
    const parsed = errorAnswer.safeParse(response.json);
    expect(parsed.error?.issues ?? [], `${method} ${path} answers a catalogue error: ${response.text}`).toEqual([]);
    return { status: response.status, json: response.json, headers: response.headers, error: parsed.data!.errorDetails[0]! as Call["error"] };
  }

  /** A call that must succeed with `status` (200 by default); answers the body parsed by `contract`. */
  async function ok<T extends z.ZodType>(contract: T, method: string, path: string, init: Parameters<typeof call>[2] = {}, status = 200): Promise<z.output<T>> {
    const answer = await call(method, path, init);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBe(status);
    const parsed = contract.safeParse(answer.json);
    expect(parsed.error?.issues ?? [], `${method} ${path} answers its contract`).toEqual([]);
    return parsed.data as z.output<T>;
  }

  /** A call that must fail with `status` and `errorId`; answers the error entry. */
  async function fails(status: number, errorId: string, method: string, path: string, init: Parameters<typeof call>[2] = {}): Promise<Call["error"]> {
    const answer = await call(method, path, init);
    expect([answer.status, answer.error?.errorId], `${method} ${path}: ${JSON.stringify(answer.json)}`).toEqual([status, errorId]);
    return answer.error;
  }

  return { backend, db, token, guestToken, agentToken, member, call, ok, fails, close: () => backend.close() };
}

export type ConsumerKit = Awaited<ReturnType<typeof consumerBackend>>;

/** A valid shipping address in the US (override any field). */
export function usAddress(fields: Record<string, unknown> = {}) {
  return {
    recipientFirstName: "Robin",
    recipientLastName: "Fell",
    addressLine1: "12 Beacon Street",
    city: "Boston",
    stateCityProvDept: "MA",
    postalCode: "02108",
    country: "US",
    recipientContactPhone: "(617) 555-0181",
    ...fields,
  };
}
