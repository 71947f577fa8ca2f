/**
 * Tests and stories: the readable session marker the BFF sets for a signed-in shopper
 * (server/bff/cookies.ts `rl_login`), which useSignedIn reads in the browser.
 */
export function setSignedIn(signedIn: boolean): void {
  document.cookie = signedIn ? "rl_login=1; path=/" : "rl_login=; path=/; max-age=0";
}
