import { useSyncExternalStore } from "react";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { readCookie } from "../cookies.ts";
import { SESSION_CHANGED_EVENT } from "./session-events.ts";

/** The BFF's readable marker of a signed-in session (server/bff/cookies.ts): no secret in it. */
const LOGIN_MARKER = "rl_login";

const subscribe = (onChange: () => void) => {
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
};
const signedInCookie = () => readCookie(document.cookie, LOGIN_MARKER) === "1";

/**
 * Whether the shopper is signed in: the server's answer (the page's audience, read from the session)
 * for the first render, then the session marker, which follows sign-in and sign-out without a reload.
 */
export function useSignedIn(): boolean {
  const { page } = useEngine();
  const onServer = page.audience?.loggedIn === true;
  return useSyncExternalStore(subscribe, signedInCookie, () => onServer);
}
