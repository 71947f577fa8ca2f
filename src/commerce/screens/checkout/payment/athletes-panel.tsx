import type { PaymentMethodsAnswer } from "../../../../../contracts/api/checkout.ts";
import { useCartChange, usePaymentStep } from "./payment-context.tsx";
import { SectionError } from "./payment-field.tsx";
import styles from "./payment.module.css";

type Athlete = NonNullable<PaymentMethodsAnswer["athlete"]>;

/**
 * The athletes payment (commerce spec §6: "athlete payment shows remaining and payable amounts"):
 * what is left of the annual allowance and what of this order it can pay, and the
 * ATHLETES_PAYMENT instrument (one per cart).
 */
export function AthletesPanel({ athlete }: { athlete: Athlete }) {
  const step = usePaymentStep();
  const { strings } = step;
  const applied = step.cart.payment_instruments.some((entry) => entry.payment_method_id === "ATHLETES_PAYMENT");
  // The instrument has no fields of its own; client-checkout.ts's body type reads an empty zod object as `Record<string, never>`.
  const use = useCartChange((commerce, _none: void) => commerce.addPaymentInstrument({ payment_method_id: "ATHLETES_PAYMENT" }), { fields: [] });
  return (
    <div className={styles.panel}>
      <p>{strings.athletesAllowance(step.money(athlete.remaining), step.money(athlete.payable))}</p>
      <SectionError call={use} />
      {applied ? (
        <p className={styles.done}>{strings.athletesApplied}</p>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => use.run()} disabled={use.pending}>
            {strings.useAthletesPayment}
          </button>
        </div>
      )}
    </div>
  );
}
