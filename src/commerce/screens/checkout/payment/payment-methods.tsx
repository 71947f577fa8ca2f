import { useId, useState, type ReactNode } from "react";
import type { PaymentMethodId } from "../../../../../contracts/api/checkout.ts";
import { AthletesPanel } from "./athletes-panel.tsx";
import { CreditCardPanel } from "./credit-card-form.tsx";
import { GiftCardPanel } from "./gift-card-form.tsx";
import { KlarnaPanel } from "./klarna-panel.tsx";
import { LoyaltyPanel, RewardForm } from "./loyalty-panel.tsx";
import { usePaymentStep } from "./payment-context.tsx";
import { OPEN_METHODS, isOpenMethod, methodChoices, type PaymentMethodsView } from "./payment-view.ts";
import { WalletPanel } from "./wallet-panel.tsx";
import styles from "./payment.module.css";

/**
 * The ways to pay this cart (the payment methods answer): gift cards, loyalty points and
 * vouchers, a reward code or card and the athletes payment add up; a card, PayPal or Klarna pays
 * the rest (one of them, chosen with a radio group: the backend keeps one and replaces it).
 * Methods the shopper could expect but cannot use are listed with the reason.
 */
export function PaymentMethods({ methods }: { methods: PaymentMethodsView }) {
  const step = usePaymentStep();
  const { strings } = step;
  const { usable, explained } = methodChoices(methods, step.member);
  const openChoices = OPEN_METHODS.filter((id) => usable.has(id));
  const current = step.cart.payment_instruments.find((entry) => isOpenMethod(entry.payment_method_id))?.payment_method_id;
  const [chosen, setChosen] = useState<PaymentMethodId>();
  const selected = [chosen, current].find((id) => id && openChoices.includes(id)) ?? openChoices[0];
  const unavailableId = useId();

  return (
    <div className={styles.methods}>
      {usable.has("GIFT_CARD") && (
        <Disclosure title={strings.methodName.GIFT_CARD}>
          <GiftCardPanel />
        </Disclosure>
      )}
      {methods.loyalty && (usable.has("LOYALTY_POINTS") || usable.has("REWARD_CODE")) && (
        <Group title={strings.loyaltyHeading}>
          <LoyaltyPanel loyalty={methods.loyalty} points={usable.has("LOYALTY_POINTS")} vouchers={usable.has("REWARD_CODE")} />
        </Group>
      )}
      {usable.has("REWARD_CODE") && (
        <Disclosure title={strings.methodName.REWARD_CODE}>
          <RewardForm kind="code" />
        </Disclosure>
      )}
      {usable.has("REWARD_CARD") && (
        <Disclosure title={strings.methodName.REWARD_CARD}>
          <RewardForm kind="card" />
        </Disclosure>
      )}
      {methods.athlete && usable.has("ATHLETES_PAYMENT") && (
        <Group title={strings.athletesHeading}>
          <AthletesPanel athlete={methods.athlete} />
        </Group>
      )}
      {selected && (
        <div className={styles.group}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{strings.payTheRest}</legend>
            <div className={styles.methodChoices}>
              {openChoices.map((id) => (
                <label key={id} className={styles.choice}>
                  <input type="radio" name="payment-method" value={id} checked={selected === id} onChange={() => setChosen(id)} />
                  <span>{strings.methodName[id]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {selected === "CREDIT_CARD" && <CreditCardPanel />}
          {selected === "PAYPAL" && methods.wallet && <WalletPanel approvalUrl={methods.wallet.approvalUrl} />}
          {selected === "KLARNA" && <KlarnaPanel />}
        </div>
      )}
      {explained.length > 0 && (
        <div className={styles.group}>
          <h4 id={unavailableId} className={styles.subheading}>
            {strings.unavailableHeading}
          </h4>
          <ul className={styles.unavailable} aria-labelledby={unavailableId}>
            {explained.map((entry) => (
              <li key={entry.id}>
                <strong>{strings.methodName[entry.id]}</strong>: {strings.unavailable(entry.id, entry.reason, step.cart.currency)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={id}>
      <h4 id={id} className={styles.subheading}>
        {title}
      </h4>
      {children}
    </div>
  );
}

/** An optional way to pay, folded until the shopper opens it. */
function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{title}</summary>
      {children}
    </details>
  );
}
