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
 * Express checkout on arrival (commerce spec §4): a member whose profile has a default shipping
 * address and a default card, with a cart not yet addressed or paid, gets both set (the delivery
 * methods stay the cart's defaults) and goes straight to the summary. Decided once per visit by
 * `expressCheckoutPlan`; a failed call leaves the shopper on the shipping step as usual.
 */
export function useExpressCheckout(options: ExpressCheckoutOptions): { running: boolean } {
  const { siteId, cart, member } = options;
  const queryClient = useQueryClient();
  const cards = useQuery({ ...savedCardsQuery(siteId), enabled: member && options.requestedStep === undefined });
  const decided = useRef(false);
  const [running, setRunning] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const ready = options.sessionSettled && options.profileSettled && (!member || options.requestedStep !== undefined || !cards.isPending);
  useEffect(() => {
    if (!ready || decided.current) return;
    decided.current = true;
    const plan = expressCheckoutPlan({
      member,
      requestedStep: options.requestedStep,
      cart,
      profile: options.profile ?? undefined,
      savedCards: cards.data?.payment_instruments,
      siteCountry: siteById(siteId).country,
    });
    if (!plan.express) return;
    setRunning(true);
    withCommerce(queryClient, siteId, async (commerce) => {
      const addressed = await commerce.setShippingAddress(plan.address, await recaptchaToken("shipping_address"));
      latest.current.onCart(addressed as CheckoutCartAnswer);
      return commerce.addPaymentInstrument({ payment_method_id: "CREDIT_CARD", card: { paymentInstrumentId: plan.paymentInstrumentId } });
    })
      .then((paid) => {
        latest.current.onCart(paid as CheckoutCartAnswer);
        latest.current.onExpress(plan.pickupContact);
      })
      .catch(() => undefined)
      .finally(() => setRunning(false));
  }, [ready, member, cart, cards.data, options.profile, options.requestedStep, queryClient, siteId]);

  return { running };
}
