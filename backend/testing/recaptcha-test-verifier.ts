import type { RecaptchaVerifier } from "../http/recaptcha.ts";

/** Test responses: FAIL never passes, any other non-empty response passes (as Google's test keys do). */
export const RECAPTCHA_TEST_PASS = "recaptcha-test-pass";
export const RECAPTCHA_TEST_FAIL = "recaptcha-test-fail";

/** A verifier for tests that need reCAPTCHA on, with no network. */
export const testRecaptchaVerifier: RecaptchaVerifier = async (response) => !!response && response !== RECAPTCHA_TEST_FAIL;
