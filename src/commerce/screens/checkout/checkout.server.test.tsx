import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import Checkout from "./checkout.tsx";

test("the server renders the shell: heading, the step list and a loading status, never a cart", () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <EngineProvider value={{ registry: createRegistry([]), page: pageContext({ siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/checkout" }) }}>
        <Checkout blockId="checkout" heading="" shippingTitle="" billingTitle="Bezahlen" summaryTitle="" />
      </EngineProvider>
    </QueryClientProvider>,
  );
  vi.unstubAllGlobals();
  expect(html).toMatch(/<h1[^>]*>Kasse<\/h1>/);
  expect(html).toMatch(/<nav aria-label="Schritte der Bestellung"><ol[^>]*><li>.*Versand.*<\/li><li>.*Bezahlen.*<\/li><li>.*Prüfen.*<\/li><\/ol><\/nav>/);
  expect(html).toContain('role="status"');
  expect(html).toContain("Ihr Warenkorb wird geladen…");
  expect(html).not.toContain("aria-current");
  expect(fetch).not.toHaveBeenCalled();
});
