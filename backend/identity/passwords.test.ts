import { describe, expect, test } from "vitest";
import { hashPassword, verifyAgainstNobody, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  test("a hash reads scrypt$N$r$p$salt$hash and verifies only its password", async () => {
    const hash = await hashPassword("Trail-Runner-42");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword("Trail-Runner-42", hash)).toBe(true);
    expect(await verifyPassword("trail-runner-42", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  test("the same password hashes differently each time (random salt)", async () => {
    const [a, b] = await Promise.all([hashPassword("Same-Pass-1"), hashPassword("Same-Pass-1")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Same-Pass-1", b)).toBe(true);
  });

  test("composed and decomposed Unicode spell the same password", async () => {
    const hash = await hashPassword("Caf\u00e9-Latte-1");
    expect(await verifyPassword("Cafe\u0301-Latte-1", hash)).toBe(true);
  });

  test.each([
    ["empty", ""],
    ["another scheme", "bcrypt$2b$10$abc"],
    ["too few parts", "scrypt$16384$8$1$c2FsdA"],
    ["N not a power of two", "scrypt$1000$8$1$c2FsdHNhbHRzYWx0$" + "A".repeat(86)],
    ["N too large", `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0$` + "A".repeat(86)],
    ["r zero", "scrypt$16384$0$1$c2FsdHNhbHRzYWx0$" + "A".repeat(86)],
    ["short hash", "scrypt$16384$8$1$c2FsdHNhbHRzYWx0$AAAA"],
  ])("a malformed hash (%s) never verifies and never throws", async (_name, hash) => {
    expect(await verifyPassword("anything", hash)).toBe(false);
  });

  test("verifying against nobody is always false", async () => {
    expect(await verifyAgainstNobody("Trail-Runner-42")).toBe(false);
  });
});
