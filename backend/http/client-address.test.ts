import { describe, expect, test } from "vitest";
import { clientAddress, IN_PROCESS, plainAddress } from "./client-address.ts";

const TRUSTED = new Set(["10.0.0.5", "10.0.0.6", "::1"]);

describe("clientAddress: what the caller cannot choose", () => {
  test.each([
    ["a direct caller's own header is ignored", "203.0.113.9", "198.51.100.7", "203.0.113.9"],
    ["a direct caller without the header", "203.0.113.9", undefined, "203.0.113.9"],
    ["a trusted proxy names the client", "10.0.0.5", "198.51.100.7", "198.51.100.7"],
    ["a trusted proxy's last hop counts, not what the client put before it", "10.0.0.5", "6.6.6.6, 198.51.100.7", "198.51.100.7"],
    ["a chain of trusted proxies is walked back to the client", "10.0.0.5", "198.51.100.7, 10.0.0.6", "198.51.100.7"],
    ["a trusted proxy that names nobody is the caller", "10.0.0.5", undefined, "10.0.0.5"],
    ["hops that are not addresses are skipped", "10.0.0.5", "198.51.100.7, not-an-address", "198.51.100.7"],
    ["the storefront in this process names the client", IN_PROCESS, "198.51.100.7", "198.51.100.7"],
    ["a call in this process that names nobody", IN_PROCESS, undefined, IN_PROCESS],
    ["IPv6 loopback, trusted", "::1", "2001:db8::1", "2001:db8::1"],
  ])("%s", (_name, connection, forwardedFor, expected) => {
    expect(clientAddress(connection, forwardedFor, TRUSTED)).toBe(expected);
  });
});

test.each([
  ["::ffff:10.0.0.5", "10.0.0.5"],
  [" 2001:DB8::1 ", "2001:db8::1"],
  ["10.0.0.5", "10.0.0.5"],
])("plainAddress(%s) is %s", (address, plain) => {
  expect(plainAddress(address)).toBe(plain);
});
