import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt (node:crypto). A stored hash reads `scrypt$N$r$p$salt$hash`
 * (salt and hash base64url), so the cost can be raised later without breaking older hashes.
 * Passwords are Unicode-normalised (NFC) first: the same password typed on another keyboard
 * gives the same hash.
 */
export const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** Bounds on the parameters read back from a stored hash (a corrupt row must not eat the memory). */
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(plain: string, salt: Buffer, keyLength: number, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize("NFC"), salt, keyLength, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, SCRYPT_COST);
  return ["scrypt", SCRYPT_COST.N, SCRYPT_COST.r, SCRYPT_COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `plain` is the password of `hash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN)) as [number, number, number];
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (salt.length < 8 || expected.length < 16 || expected.length > 128) return false;
  try {
    const key = await derive(plain, salt, expected.length, { N, r, p });
    return timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification and answers false: used when the user is unknown,
 * so that the answer time does not tell whether an account exists.
 */
export async function verifyAgainstNobody(plain: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(plain, await dummyHash);
  return false;
}
