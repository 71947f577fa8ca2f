import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { AnalyticsContext } from "../../analytics/use-analytics.ts";
import { createAnalyticsBus } from "../../analytics/event-bus.ts";
import type { AnalyticsEventName, AnalyticsEvents } from "../../analytics/events.ts";
import { EngineProvider } from "../../engine/react/engine-context.tsx";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import type { PageContext } from "../../engine/page-context.ts";
import { createRegistry, type Registry } from "../../registry/create-registry.ts";
import { popUpItemSchema, type PopUpItem } from "./schema.ts";

/** Tests of the overlay blocks: what was published on the analytics bus, in order. */
export type RecordedEvent = { [N in AnalyticsEventName]: [N, AnalyticsEvents[N]] }[AnalyticsEventName];

/** A block rendered in the engine's context, with its own analytics bus. */
export function renderInPage(ui: ReactElement, { page, registry = createRegistry([]) }: { page?: Partial<PageContext>; registry?: Registry } = {}) {
  const bus = createAnalyticsBus();
  const events: RecordedEvent[] = [];
  bus.subscribe((name, payload) => void events.push([name, payload] as RecordedEvent));
  const wrap = (element: ReactElement) => (
    <AnalyticsContext.Provider value={bus}>
      <EngineProvider value={{ registry, page: pageContext(page) }}>{element}</EngineProvider>
    </AnalyticsContext.Provider>
  );
  const result = render(wrap(ui));
  return { ...result, events, rerender: (element: ReactElement) => result.rerender(wrap(element)) };
}

/** A newsletter pop-up as the content service holds it, validated; `fields` override. */
export function newsletterPopUp(fields: Record<string, unknown> = {}): PopUpItem {
  return popUpItemSchema.parse({
    id: "newsletter-us",
    name: "Newsletter signup",
    minimizedTitle: "Get 10% off",
    maximizedTitle: "Ridgeline newsletter",
    title: "Trail news, first dibs on sales",
    targets: [{ text: "Sign up", url: "/en-us/newsletter" }, { text: "No thanks", url: "#modal-privacy", style: "link" }],
    disclaimer: "<p>Unsubscribe any time. See our <a href=\"/en-us/privacy\">privacy policy</a>.</p>",
    ...fields,
  });
}

/** An account registration pop-up, validated; `fields` override. */
export function accountPopUp(fields: Record<string, unknown> = {}): PopUpItem {
  return popUpItemSchema.parse({
    id: "account-us",
    name: "Account registration",
    minimizedTitle: "Members save more",
    title: "Create your Ridgeline account",
    targets: [{ text: "Create account", url: "/en-us/account/register" }],
    ...fields,
  });
}
