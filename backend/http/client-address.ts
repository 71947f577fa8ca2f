import { isIP } from "node:net";
import type { Context } from "hono";

/** The caller of a request made in this process (the storefront through backend/index.ts). */
export const IN_PROCESS = "in-process";

/** An address as compared and keyed: IPv4 on a dual-stack socket (`::ffff:10.0.0.1`) in its plain form. */
export function plainAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(trimmed) ? trimmed.slice("::ffff:".length) : trimmed;
}

/**
 * The address a request's connection comes from: the socket's (Node server); IN_PROCESS for a
 * call made in this process, which has no connection; `unknown` for a socket that has none.
 */
export function connectionAddressOf(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  if (!incoming) return IN_PROCESS;
  const address = incoming.socket?.remoteAddress;
  return address ? plainAddress(address) : "unknown";
}

/**
 * The client's address, as far as the caller cannot choose it: the connection's address, unless
 * the connection is a trusted proxy (TRUSTED_PROXIES, or the storefront in this process), in which
 * case the hop it names last in `x-forwarded-for`, and so on leftwards while the hop named is a
 * trusted proxy too. A caller that connects directly cannot move itself with the header.
 */
export function clientAddress(connection: string, forwardedFor: string | undefined, trustedProxies: ReadonlySet<string>): string {
  const hops = (forwardedFor ?? "")
    .split(",")
    .map(plainAddress)
    .filter((hop) => isIP(hop) !== 0);
  let client = connection;
  while ((client === IN_PROCESS || trustedProxies.has(client)) && hops.length) client = hops.pop()!;
  return client;
}
