import type { CommerceClient } from "../../../api/client.ts";
import { CommerceApiError } from "../../../api/client-transport.ts";
import { messageFor } from "../../../errors/messages.ts";

type Calls = Partial<{ [Name in keyof CommerceClient]: (...args: Parameters<CommerceClient[Name]>) => ReturnType<CommerceClient[Name]> | Awaited<ReturnType<CommerceClient[Name]>> }>;

export interface FakeServiceCommerce {
  client: CommerceClient;
  /** Every call made, in order: its name and arguments (a body as the screen built it). */
  calls: { name: string; args: unknown[] }[];
}

/**
 * Tests and stories of the service screens: a commerce client answering only the calls given
 * (an answer, or a thrown `apiError`), recording every call. Any other call fails the test.
 */
export function fakeServiceCommerce(answers: Calls): FakeServiceCommerce {
  const calls: FakeServiceCommerce["calls"] = [];
  const client = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      async (...args: unknown[]) => {
        calls.push({ name, args });
        return (answer as (...values: unknown[]) => unknown)(...args);
      },
    ]),
  );
  return { client: client as unknown as CommerceClient, calls };
}

/**
 * A failed answer as the commerce client raises it (client-transport.ts `failure`): the
 * catalogue's message for the id (else the server's), the answer's body, its details.
 */
export function apiError(status: number, errorId: string, serverMessage: string, details: Record<string, unknown> = {}): CommerceApiError {
  const entry = { errorId, message: serverMessage, ...details };
  return new CommerceApiError(errorId, status, messageFor(errorId, serverMessage, entry), { method: "POST", path: "/fake" }, { errorDetails: [entry], correlationId: "test" });
}

/** The shopper's connection dropped: no answer at all. */
export const networkError = () => new CommerceApiError("HTTP0", 0, messageFor("GEN500", undefined), { method: "POST", path: "/fake" }, undefined);
