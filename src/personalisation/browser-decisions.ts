import { createEngineDecisionProvider, type EngineDecisionProvider } from "./engine-decisions.ts";
import type { BrowserPage } from "./decide-events.ts";
import { browserCsrfToken } from "../commerce/browser-session.ts";

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
export const browserDecisionProvider: EngineDecisionProvider = createEngineDecisionProvider({ csrfToken: browserCsrfToken, page: currentPage });
