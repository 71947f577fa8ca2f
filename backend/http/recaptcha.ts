import { ApiError } from "./errors.ts";

/**
 * reCAPTCHA verification (commerce spec §5: a response is sent on shipping address add, card
 * save, sign-in and order placement). A verifier answers whether a response is genuine for an
 * action. Without one configured verification is off, as the spec allows ("when enabled").
 */
export type RecaptchaVerifier = (response: string, action: string) => Promise<boolean>;

const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/**
 * Google's siteverify with the secret key; a network failure counts as a failed check (refusing
 * is safer than letting a bot through), and is logged without the response.
 */
export function siteVerifyVerifier(secret: string, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  return async (response, action) => {
    try {
      const answer = await fetchImpl(SITEVERIFY_URL, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret, response }),
        signal: AbortSignal.timeout(5000),
      });
      const result = (await answer.json()) as { success?: boolean; action?: string; score?: number };
      // v3 answers an action and a score; v2 neither.
      return result.success === true && (result.action === undefined || result.action === action) && (result.score === undefined || result.score >= 0.5);
    } catch (error) {
      console.warn(`[recaptcha] verification unavailable for ${action}: ${(error as Error).message}`);
      return false;
    }
  };
}

/** Refuses (403 AUT403, "captcha fail") a missing or rejected response when a verifier is configured. */
export async function verifyRecaptcha(deps: { recaptcha?: RecaptchaVerifier }, response: string | null | undefined, action: string): Promise<void> {
  if (!deps.recaptcha) return;
  if (!response || !(await deps.recaptcha(response, action))) throw new ApiError(403, "AUT403", "The reCAPTCHA check failed; please try again");
}
