import { render, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { expect, vi } from "vitest";
import type { CheckoutCartAnswer } from "../../../../../../contracts/api/checkout.ts";
import type { ConsumerProfileAnswer } from "../../../../../../contracts/api/consumer.ts";
import { memberProfileQuery } from "../../checkout-queries.ts";
import { PaymentStep } from "../payment-step.tsx";

/**
 * Tests only: the billing step in the browser (jsdom) on `cart`, as the checkout mounts it: every
 * cart answer becomes the step's cart (and is recorded in `carts`); `profile`: a member's, read.
 */
export function renderPaymentStep(cart: CheckoutCartAnswer, options: { siteId?: string; member?: boolean; profile?: ConsumerProfileAnswer } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // A member's profile as the checkout's shipping step left it in the cache.
  if (options.profile) queryClient.setQueryData(memberProfileQuery(options.siteId ?? cart.siteId).queryKey, options.profile);
  const carts: CheckoutCartAnswer[] = [];
  const onContinue = vi.fn();
  function Checkout() {
    const [current, setCurrent] = useState(cart);
    return (
      <PaymentStep
        siteId={options.siteId ?? cart.siteId}
        cart={current}
        member={options.member ?? false}
        onContinue={onContinue}
        onCart={(next) => {
          carts.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Checkout />
    </QueryClientProvider>,
  );
  /**
   * Waits until no query is fetching (a member's profile, read when no `profile` was given):
   * its answer updates the billing step, and an update during an await that is not act's (axe's)
   * is React's act() warning, which fails the test.
   */
  const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { ...result, queryClient, carts, onContinue, settled };
}
