import { useId } from "react";
import { useCartChange, usePaymentStep } from "./payment-context.tsx";
import { instrumentLabel, listedInstruments } from "./payment-view.ts";
import { SectionError } from "./payment-field.tsx";
import styles from "./payment.module.css";

/**
 * The split payment (commerce spec §3 payment_instruments): each instrument with what it pays and
 * a remove button, the order total and what remains to pay (announced as it changes).
 */
export function AppliedPayments() {
  const step = usePaymentStep();
  const { strings, cart } = step;
  const headingId = useId();
  const remove = useCartChange((commerce, instrumentId: string) => commerce.removePaymentInstrument(instrumentId), { fields: [] });
  const instruments = listedInstruments(cart);
  const remaining = cart.totals.remainingToPay;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {strings.appliedHeading}
      </h3>
      <SectionError call={remove} />
      {instruments.length === 0 ? (
        <p className={styles.hint}>{strings.noPayments}</p>
      ) : (
        <ul className={styles.instruments} aria-labelledby={headingId}>
          {instruments.map((instrument) => {
            const label = instrumentLabel(instrument, strings, step.count);
            return (
              <li key={instrument.payment_instrument_id} className={styles.instrument}>
                <span className={styles.instrumentName}>{label}</span>
                <span className={styles.amount}>{step.money(instrument.amount)}</span>
                <button type="button" className={styles.linkButton} onClick={() => remove.run(instrument.payment_instrument_id)} disabled={remove.pending} aria-label={strings.remove(label)}>
                  {strings.removeShort}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.total}>
        <span>{strings.orderTotal}</span> <span>{step.money(cart.totals.total)}</span>
      </p>
      <p className={`${styles.total} ${styles.remaining}`} role="status">
        <span>{strings.remainingToPay}</span> <span data-testid="remaining-to-pay">{step.money(remaining)}</span>
      </p>
      {remaining === 0 && instruments.length > 0 && <p className={styles.done}>{strings.paidInFull}</p>}
    </section>
  );
}
