import { vi } from "vitest";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";

/** A member's profile as the commerce API answers it, complete unless `details` says otherwise. */
export function memberProfile(details: Partial<ConsumerProfileAnswer["consumerDetails"]> = {}, rest: Partial<ConsumerProfileAnswer> = {}): ConsumerProfileAnswer {
  return {
    consumerNo: "C100001",
    memberId: "M100001",
    consumerType: "REGISTERED",
    isEmployeeDiscountTCAccepted: false,
    consumerDetails: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "+12015550123",
      birthDate: "1990-04-01",
      postalCode: "94105",
      addresses: [],
      athlete: false,
      employee: false,
      prosumer: false,
      identities: [],
      employeeAllowance: null,
      athleteAllowance: null,
      ...details,
    },
    isLoyaltyMember: true,
    loyaltyOptInDate: "2024-01-01",
    loyaltySummary: null,
    preferences: { interests: "hiking", preferredShoeSize: null },
    subscriptions: [],
    ...rest,
  } as ConsumerProfileAnswer;
}

export interface RecordedCall {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * The browser's fetch, answered by `answer` per method and path (`/api/commerce` and `/api/session`
 * prefixes taken off: `/session/signin`, `/consumers-v3/consumer/lookup`); every call recorded.
 */
export function stubStorefrontFetch(answer: (method: string, path: string, body: unknown) => Response): RecordedCall[] {
  const calls: RecordedCall[] = [];
  document.cookie = "rl_csrf=test-token; path=/";
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
      const method = (init?.method ?? "GET").toUpperCase();
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const path = url.pathname.replace(/^\/api\/(commerce|session)/, (_all, kind: string) => (kind === "session" ? "/session" : ""));
      calls.push({ method, path, body });
      return answer(method, path, body);
    }),
  );
  return calls;
}

export const apiError = (status: number, errorId: string, message: string) => Response.json({ errorDetails: [{ errorId, message }], correlationId: "t" }, { status });

export const SIGNED_IN = { loggedIn: true, consumerNo: "C100001", consumerType: "REGISTERED", basketId: null, mergedCartItemCountIncreased: false, isEmployeeDiscountTCAccepted: false };
