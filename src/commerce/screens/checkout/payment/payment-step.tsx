import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState, type JSX } from "react";
import type { CheckoutCartAnswer } from "../../../../../contracts/api/checkout.ts";
import { formatPrice, siteById } from "../../../../../contracts/sites.ts";
import type { AddressBody } from "../../../api/client-checkout.ts";
import { Notice, NoticeList, type NoticeMessage } from "../../../ui/notice.tsx";
import { AppliedPayments } from "./applied-payments.tsx";
import { BillingAddress, addressBodyOf, billingAddressOf } from "./billing-address.tsx";
import { PaymentStepProvider, paymentMethodsQuery, type PaymentStepValue } from "./payment-context.tsx";
import { paymentProblem } from "./payment-errors.ts";
import { PaymentMethods } from "./payment-methods.tsx";
import { paymentStrings } from "./payment-strings.ts";
import styles from "./payment.module.css";

export interface PaymentStepProps {
  siteId: string;
  cart: CheckoutCartAnswer;
  /** Every cart answer of the step (the checkout keeps it as the page's cart). */
  onCart(cart: CheckoutCartAnswer): void;
  /** To the summary: offered once nothing remains to pay and a billing address is known. */
  onContinue(): void;
  member: boolean;
}

/**
 * The checkout's billing step (commerce spec §4 Checkout; issue 14 "Billing"): the billing
 * address, the payment methods of the cart (credit card, gift card, loyalty points and vouchers,
 * reward code and card, buy now pay later, the payment wallet, the athletes payment), the split
 * payment with what remains to pay, and the way on to the summary. Browser only: it reads the
 * shopper's payment methods and saved cards.
 */
export function PaymentStep({ siteId, cart, onCart, onContinue, member }: PaymentStepProps): JSX.Element {
  const site = siteById(siteId);
  const strings = paymentStrings(siteId);
  const headingId = useId();
  const hintId = useId();
  const [notices, setNotices] = useState<NoticeMessage[]>([]);
  const [billing, setBilling] = useState<AddressBody | undefined>(() => {
    const known = billingAddressOf(cart);
    return known ? addressBodyOf(known) : undefined;
  });
  const methods = useQuery(paymentMethodsQuery(siteId, cart));

  const value = useMemo<PaymentStepValue>(() => {
    const numbers = new Intl.NumberFormat(site.locale);
    return {
      siteId,
      cart,
      member,
      strings,
      money: (amount) => formatPrice(amount, site),
      count: (count) => numbers.format(count),
      onCart: (next) => {
        // A change went through: the step's earlier errors are stale.
        setNotices([]);
        onCart(next);
      },
      notify: (notice) => setNotices((shown) => [...shown.filter((entry) => entry.message !== notice.message), notice]),
    };
  }, [siteId, site, cart, member, strings, onCart]);

  const remaining = cart.totals.remainingToPay;
  const blocker = !billing ? strings.needsBilling : remaining > 0 ? strings.needsPayment(value.money(remaining)) : undefined;

  return (
    <PaymentStepProvider value={value}>
      <div className={styles.step}>
        <NoticeList notices={notices} />
        <BillingAddress known={billing} onKnown={setBilling} />
        <section className={styles.section} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.heading}>
            {strings.paymentHeading}
          </h3>
          {methods.data ? (
            <PaymentMethods methods={methods.data} />
          ) : methods.isError ? (
            <div className={styles.panel}>
              <Notice notice={{ type: "error", level: "top", message: `${strings.methodsFailed} ${paymentProblem(methods.error, siteId).message}`, code: paymentProblem(methods.error, siteId).errorId }} />
              <div className={styles.actions}>
                <button type="button" className={styles.secondary} onClick={() => void methods.refetch()}>
                  {strings.retry}
                </button>
              </div>
            </div>
          ) : (
            <p role="status" className={styles.hint}>
              {strings.loadingMethods}
            </p>
          )}
        </section>
        <AppliedPayments />
        <div className={styles.continue}>
          <button type="button" className={styles.primary} disabled={blocker !== undefined} aria-describedby={blocker ? hintId : undefined} onClick={onContinue}>
            {strings.continueToSummary}
          </button>
          {blocker && (
            <p id={hintId} className={styles.hint}>
              {blocker}
            </p>
          )}
        </div>
      </div>
    </PaymentStepProvider>
  );
}
