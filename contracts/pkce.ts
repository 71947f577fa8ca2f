import { createHash } from "node:crypto";

/**
 * The PKCE code challenge of a verifier, method S256 (commerce spec §3, sign-in): the BFF sends
 * the challenge with the sign-in and the verifier with the token call; the API checks that they
 * match. Server-side only (node:crypto).
 */
export function codeChallengeOf(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}
