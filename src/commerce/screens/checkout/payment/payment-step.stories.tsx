import { useMemo, useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { bindCommerce } from "../../../commerce-access.ts";
import { paymentMethodsQuery, savedCardsQuery } from "./payment-context.tsx";
import { PaymentStep } from "./payment-step.tsx";
import { SAVED_CARDS } from "./testing/payment-answers.ts";
import { PAYMENT_SCENARIOS, fakePaymentCommerce, type PaymentScenario } from "./testing/fake-payment-commerce.ts";

/**
 * The billing step on the reference backend's recorded answers (testing/payment-answers.ts),
 * against a fake commerce client: its payment methods and saved cards are known at once (the
 * server render of a story shows them), every action answers a recorded cart.
 */
function PaymentStory({ scenario, siteId }: { scenario: PaymentScenario; siteId?: string }) {
  const fake = useMemo(() => fakePaymentCommerce(scenario), [scenario]);
  const site = siteId ?? PAYMENT_SCENARIOS[scenario].siteId;
  const [cart, setCart] = useState(fake.cart);
  const client = useMemo(() => {
    const queryClient = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false } } }), () => fake.client);
    queryClient.setQueryData(paymentMethodsQuery(site, fake.cart).queryKey, fake.methods);
    queryClient.setQueryData(savedCardsQuery(site).queryKey, SAVED_CARDS);
    return queryClient;
  }, [fake, site]);
  const [continued, setContinued] = useState(false);
  return (
    <QueryClientProvider client={client}>
      <PaymentStep siteId={site} cart={{ ...cart, siteId: site }} member={PAYMENT_SCENARIOS[scenario].member} onCart={setCart} onContinue={() => setContinued(true)} />
      {continued && <p>On to the summary.</p>}
    </QueryClientProvider>
  );
}

const meta = {
  title: "Commerce/Checkout/Billing step",
  component: PaymentStory,
  args: { scenario: "guest" },
  argTypes: { scenario: { control: "select", options: Object.keys(PAYMENT_SCENARIOS) } },
} satisfies Meta<typeof PaymentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: billing as shipping; gift card, card, PayPal, Klarna. Try the gift card 6006491000000000041 (no balance). */
export const Guest: Story = {};
/** A 10.00 gift card applied: 313.19 remains to pay. */
export const GiftCardApplied: Story = { args: { scenario: "giftCardApplied" } };
/** Two gift cards and a card: nothing remains; a third gift card is explained. */
export const PaidInFull: Story = { args: { scenario: "paidInFull" } };
/** Canada: Klarna is not offered in CAD, and the step says so. */
export const Canada: Story = { args: { scenario: "canada" } };
/** Picked up in store: the shopper enters a billing address. */
export const PickupOnly: Story = { args: { scenario: "pickupOnly" } };
/** A loyalty member: saved cards, points and the offered voucher, reward code and card. */
export const LoyaltyMember: Story = { args: { scenario: "loyaltyMember" } };
/** The voucher applied. */
export const VoucherApplied: Story = { args: { scenario: "voucherApplied" } };
/** An athlete: the allowance's remaining and payable amounts. */
export const Athlete: Story = { args: { scenario: "athlete" } };
/** In French (Canada). */
export const InFrench: Story = { args: { scenario: "canada", siteId: "RL-CAFR" } };
/** In German. */
export const InGerman: Story = { args: { scenario: "guest", siteId: "RL-DE" } };
