import { createEngineDecisionProvider, type EngineDecisionProvider } from "./engine-decisions.ts";
import type { BrowserPage } from "./decide-events.ts";

/** The storefront's CSRF cookie (server/bff/cookies.ts), readable by page scripts by design. */
const CSRF_COOKIE = "rl_csrf";

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

let sessionToken: Promise<string | undefined> | undefined;

/** The CSRF token: the cookie, or (on a first visit, before any session call) `/api/session`'s. */
async function csrfToken(): Promise<string | undefined> {
  const cookie = readCookie(CSRF_COOKIE);
  if (cookie) return cookie;
  sessionToken ??= fetch("/api/session", { credentials: "same-origin", headers: { accept: "application/json" } })
    // Two first requests of a visit may each be given a token; the cookie the browser kept is the
    // one the server compares with, so it wins over the token in this answer's body.
    // (The body is read either way: an unread body keeps the request open.)
    .then(async (response) => {
      const answer = (await response.json()) as { csrfToken?: string };
      return readCookie(CSRF_COOKIE) ?? answer.csrfToken;
    })
    .finally(() => (sessionToken = undefined));
  return sessionToken;
}

function currentPage(): BrowserPage {
  return {
    url: window.location.href,
    referrer: document.referrer || undefined,
    language: navigator.language,
    userAgent: navigator.userAgent,
    screen: { width: window.screen.width, height: window.screen.height },
  };
}

/**
 * The browser's decision provider: the personalisation engine, reached through the storefront's
 * own origin (`/api/engine/v1/decide/{brand}`, server/bff/personalisation-route.ts), which adds
 * the shopper's session so that the engine knows a logged-in customer.
 */
export const browserDecisionProvider: EngineDecisionProvider = createEngineDecisionProvider({ csrfToken, page: currentPage });
