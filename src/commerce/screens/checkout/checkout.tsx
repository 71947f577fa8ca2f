import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { CheckoutCartAnswer, OrderAnswer } from "../../../../contracts/api/checkout.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { OrderSummary } from "../../cart/order-summary.tsx";
import { cartQuery } from "../../cart/cart-state.ts";
import { NoticeList, type NoticeMessage } from "../../ui/notice.tsx";
import { rememberPlacedOrder } from "../order-confirmation/placed-order.ts";
import { useCheckoutDetails } from "./checkout-details.ts";
import { stepNotices as stepNoticesOf } from "./checkout-notices.ts";
import { checkoutSessionQuery, memberProfileQuery } from "./checkout-queries.ts";
import { CheckoutShell, CheckoutStatus } from "./checkout-shell.tsx";
import { asCheckoutCart, CHECKOUT_STEPS, checkoutProgress, furthestStep, openableStep, type CheckoutStep } from "./checkout-steps.ts";
import { checkoutStrings, type CheckoutStrings } from "./checkout-strings.ts";
import type { CheckoutProps } from "./schema.ts";
import { ShippingStep } from "./shipping-step.tsx";
import { SummaryStep } from "./summary-step.tsx";
import { CheckoutLocationProvider, useCheckoutLocation } from "./use-checkout-step.tsx";
import { useExpressCheckout } from "./use-express-checkout.ts";
import styles from "./checkout.module.css";

// The billing step (payment methods, cards, wallets) loads when the shopper reaches it.
const PaymentStep = lazy(() => import("./payment/payment-step.tsx").then((module) => ({ default: module.PaymentStep })));

const subscribeNothing = () => () => {};
/** False in the server's render and while hydrating, true after: the cart is the browser's. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

interface Frame {
  siteId: string;
  localePath: string;
  heading: string;
  titles: Record<CheckoutStep, string>;
  strings: CheckoutStrings;
}

/**
 * The checkout block (commerce spec §4 Checkout): the server renders its frame with a loading
 * status; in the browser it reads the shopper's cart and shows the step the URL asks for
 * (`?step=`), as far as the cart allows.
 */
export default function Checkout({ heading, shippingTitle, billingTitle, summaryTitle }: BlockComponentProps<CheckoutProps>) {
  const { page } = useEngine();
  const strings = checkoutStrings(page.siteId);
  const frame: Frame = {
    siteId: page.siteId,
    localePath: page.localePath,
    heading: heading || strings.heading,
    titles: { shipping: shippingTitle || strings.step.shipping, billing: billingTitle || strings.step.billing, summary: summaryTitle || strings.step.summary },
    strings,
  };
  if (!useInBrowser()) {
    return (
      <CheckoutShell heading={frame.heading} titles={frame.titles} strings={strings}>
        <CheckoutStatus className={styles.cartState}>{strings.loading}</CheckoutStatus>
      </CheckoutShell>
    );
  }
  return (
    <CheckoutLocationProvider>
      <CheckoutCart frame={frame} />
    </CheckoutLocationProvider>
  );
}

function CheckoutCart({ frame }: { frame: Frame }) {
  const { siteId, localePath, strings } = frame;
  const cart = useQuery(cartQuery(siteId));
  // Read beside the cart, not after it: the steps wait for both (guest or member decides what they show).
  useQuery(checkoutSessionQuery(siteId));
  // Once the order is placed the cart is gone: the page is on its way to the confirmation.
  const [leaving, setLeaving] = useState(false);
  const shell = (children: ReactNode) => (
    <CheckoutShell heading={frame.heading} titles={frame.titles} strings={strings}>
      {children}
    </CheckoutShell>
  );
  if (leaving) return shell(<CheckoutStatus>{strings.placing}</CheckoutStatus>);
  if (cart.isPending) return shell(<CheckoutStatus className={styles.cartState}>{strings.loading}</CheckoutStatus>);
  if (cart.isError) {
    return shell(
      <div className={styles.stepBody}>
        <NoticeList notices={[{ type: "error", level: "top", message: strings.loadFailed }]} />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => void cart.refetch()}>
            {strings.retry}
          </button>
        </div>
      </div>,
    );
  }
  if (!cart.data || cart.data.items.length === 0) {
    return shell(
      <div className={`${styles.stepBody} ${styles.cartState}`}>
        <p>{strings.empty}</p>
        <div className={styles.actions}>
          <a className={styles.secondary} href={`/${localePath}/cart`}>
            {strings.backToCart}
          </a>
        </div>
      </div>,
    );
  }
  return <CheckoutSteps frame={frame} cart={asCheckoutCart(cart.data)} onLeaving={() => setLeaving(true)} />;
}

function CheckoutSteps({ frame, cart, onLeaving }: { frame: Frame; cart: CheckoutCartAnswer; onLeaving: () => void }) {
  const { siteId, localePath, strings, titles } = frame;
  const queryClient = useQueryClient();
  const location = useCheckoutLocation();
  const session = useQuery(checkoutSessionQuery(siteId));
  const member = session.data?.loggedIn === true;
  const profile = useQuery({ ...memberProfileQuery(siteId), enabled: member });
  const [details, updateDetails] = useCheckoutDetails(cart.id);
  const [stepNotices, setStepNotices] = useState<{ step: CheckoutStep; notices: NoticeMessage[] } | undefined>();
  const progress = checkoutProgress({ cart, member, pickupContact: details.pickupContact });
  const step = openableStep(location.requested, progress);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  const onCart = useCallback((next: CheckoutCartAnswer) => queryClient.setQueryData(cartQuery(siteId).queryKey, next), [queryClient, siteId]);

  const express = useExpressCheckout({
    siteId,
    cart,
    member,
    sessionSettled: !session.isPending,
    profile: member ? profile.data : undefined,
    profileSettled: !member || !profile.isPending,
    requestedStep: location.requested,
    onCart,
    onExpress: (pickupContact) => {
      updateDetails({ express: true, ...(pickupContact ? { pickupContact } : {}) });
      location.go("summary");
    },
  });

  // A step asked for too early: the URL says where the shopper is (once express checkout is over:
  // until then the cart is still being filled).
  const settled = express.phase === "settled";
  useEffect(() => {
    if (settled && location.requested && location.requested !== step) location.go(step, { replace: true });
  }, [settled, location, step]);

  // A newly opened step's heading takes focus, so that keyboard and screen reader users start there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const goTo = (next: CheckoutStep, notices?: NoticeMessage[]) => {
    setStepNotices(notices ? { step: next, notices } : undefined);
    if (next !== "summary" && details.express) updateDetails({ express: false });
    location.go(next);
  };

  const onPlaced = (order: OrderAnswer) => {
    rememberPlacedOrder(order);
    updateDetails({ express: false, giftMessage: undefined });
    onLeaving();
    queryClient.setQueryData(cartQuery(siteId).queryKey, null);
    location.navigate(`/${localePath}/order-confirmation?orderNo=${encodeURIComponent(order.orderNumber)}`);
  };

  const onPaymentFailed = (rebuilt: CheckoutCartAnswer | null) => {
    const notices: NoticeMessage[] = [{ type: "error", level: "top", message: strings.authenticationFailed, code: "PaymentNotAuthorized" }];
    if (rebuilt) notices.push({ type: "info", level: "top", message: strings.cartRebuilt });
    setStepNotices({ step: "billing", notices });
    if (rebuilt) onCart(rebuilt);
    else void queryClient.invalidateQueries({ queryKey: cartQuery(siteId).queryKey });
    location.go("billing");
  };

  const notices = stepNoticesOf(stepNotices?.step === step ? stepNotices.notices : [], cart.flash);

  return (
    <CheckoutShell
      heading={frame.heading}
      titles={titles}
      strings={strings}
      current={step}
      furthest={furthestStep(progress)}
      onStep={(next) => goTo(next)}
      aside={<OrderSummary siteId={siteId} cart={cart} />}
    >
      <section className={styles.main} aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.stepHeading}>
          <span className="visually-hidden">{strings.stepOf(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length)}:</span>{" "}
          {titles[step]}
        </h2>
        <NoticeList notices={notices} />
        {express.phase !== "settled" ? (
          <CheckoutStatus>{express.phase === "saving" ? strings.saving : strings.loading}</CheckoutStatus>
        ) : step === "shipping" ? (
          <ShippingStep
            siteId={siteId}
            cart={cart}
            member={member}
            profile={profile.data ?? undefined}
            details={details}
            updateDetails={updateDetails}
            strings={strings}
            onCart={onCart}
            onDone={() => goTo("billing")}
          />
        ) : step === "billing" ? (
          <Suspense fallback={<CheckoutStatus>{strings.loading}</CheckoutStatus>}>
            <PaymentStep siteId={siteId} cart={cart} member={member} onCart={onCart} onContinue={() => goTo("summary")} />
          </Suspense>
        ) : (
          <SummaryStep
            siteId={siteId}
            cart={cart}
            member={member}
            profile={profile.data ?? undefined}
            details={details}
            strings={strings}
            titles={titles}
            onCart={onCart}
            onEdit={(next) => goTo(next)}
            onBack={goTo}
            onPlaced={onPlaced}
            onPaymentFailed={onPaymentFailed}
          />
        )}
      </section>
    </CheckoutShell>
  );
}

