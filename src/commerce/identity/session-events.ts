/**
 * The shopper's session as screens talk about it in the browser: a screen asks for sign-in (the
 * header's sign-in dialog answers), and everyone hears when the session changed (signed in or out),
 * without importing the dialog's code.
 */

/** Asks the header's sign-in dialog to open; `returnTo` is where the shopper goes once signed in (the page itself by default). */
export const SIGN_IN_REQUEST_EVENT = "rl:sign-in-request";

export interface SignInRequestDetail {
  /** A same-site path; the page itself when absent. */
  returnTo?: string;
  /** Opens the dialog on the sign-up step (a "Create an account" link). */
  mode?: "sign-in" | "sign-up";
}

export function requestSignIn(detail: SignInRequestDetail = {}): void {
  window.dispatchEvent(new CustomEvent<SignInRequestDetail>(SIGN_IN_REQUEST_EVENT, { detail }));
}

/** Fired after a sign-in or sign-out changed the session (the readable `rl_login` marker follows). */
export const SESSION_CHANGED_EVENT = "rl:session-changed";

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
