import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { CheckoutCartAnswer } from "../../../../contracts/api/checkout.ts";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { siteById } from "../../../../contracts/sites.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import type { CheckoutStep, PickupContact } from "./checkout-steps.ts";
import { expressCheckoutPlan } from "./express-checkout.ts";
import { savedCardsQuery } from "./payment/payment-context.tsx";
import { recaptchaToken } from "./recaptcha.ts";

export interface ExpressCheckoutOptions {
  siteId: string;
  cart: CheckoutCartAnswer;
  member: boolean;
  /** The session has been read (guest or member is known). */
  sessionSettled: boolean;
  profile: ConsumerProfileAnswer | null | undefined;
  profileSettled: boolean;
  requestedStep: CheckoutStep | undefined;
  onCart: (cart: CheckoutCartAnswer) => void;
  /** The cart holds the default address and card: open the summary (status EXPRESS). */
  onExpress: (pickupContact: PickupContact | undefined) => void;
}

/**
 * Where express checkout is: `deciding` until the session, a member's profile and saved cards are
 * read; `saving` while the default address and card are set, and until the summary it opens is
 * shown; `settled` once the shopper's step may show (express done, not for them, or failed).
 */
export type ExpressCheckoutPhase = "deciding" | "saving" | "settled";

/**
 * Express checkout on arrival (commerce spec §4): a member whose profile has a default shipping
 * address and a default card, with a cart not yet addressed or paid, gets both set (the delivery
 * methods stay the cart's defaults) and goes straight to the summary. Decided once per visit by
 * `expressCheckoutPlan`; a failed call leaves the shopper on the shipping step as usual. Until
 * the phase is `settled` the checkout shows a status rather than a step, so that a member never
 * sees the guest's form, or the shipping step before the summary, on the way.
 */
export function useExpressCheckout(options: ExpressCheckoutOptions): { phase: ExpressCheckoutPhase } {
  const { siteId, cart, member } = options;
  const queryClient = useQueryClient();
  const cards = useQuery({ ...savedCardsQuery(siteId), enabled: member && options.requestedStep === undefined });
  const [phase, setPhase] = useState<ExpressCheckoutPhase | "opening">("deciding");
  const latest = useRef(options);
  latest.current = options;

  const ready = options.sessionSettled && options.profileSettled && (!member || options.requestedStep !== undefined || !cards.isPending);
  useEffect(() => {
    if (!ready || phase !== "deciding") return;
    const plan = expressCheckoutPlan({
      member,
      requestedStep: options.requestedStep,
      cart,
      profile: options.profile ?? undefined,
      savedCards: cards.data?.payment_instruments,
      siteCountry: siteById(siteId).country,
    });
    if (!plan.express) {
      setPhase("settled");
      return;
    }
    setPhase("saving");
    withCommerce(queryClient, siteId, async (commerce) => {
      const addressed = await commerce.setShippingAddress(plan.address, await recaptchaToken("shipping_address"));
      latest.current.onCart(addressed as CheckoutCartAnswer);
      return commerce.addPaymentInstrument({ payment_method_id: "CREDIT_CARD", card: { paymentInstrumentId: plan.paymentInstrumentId } });
    })
      .then((paid) => {
        latest.current.onCart(paid as CheckoutCartAnswer);
        // Saving goes on until the URL says summary (the router's navigation is not immediate).
        setPhase("opening");
        latest.current.onExpress(plan.pickupContact);
      })
      .catch(() => setPhase("settled"));
  }, [ready, phase, member, cart, cards.data, options.profile, options.requestedStep, queryClient, siteId]);

  // Over once the URL says summary and the cart the checkout shows is the paid one (the router and
  // the query cache tell their subscribers in either order): no step is opened from a stale cart.
  const opened = options.requestedStep === "summary" && cart.payment_instruments.length > 0;
  useEffect(() => {
    if (phase === "opening" && opened) setPhase("settled");
  }, [phase, opened]);

  return { phase: phase === "opening" ? "saving" : phase };
}
