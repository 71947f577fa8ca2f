import { useState } from "react";
import { formatPrice, siteById } from "../../../../../contracts/sites.ts";
import { lazyDialog } from "../../../../ui/lazy-dialog.tsx";
import { useCartChange, usePaymentCall, usePaymentStep } from "./payment-context.tsx";
import { SectionError } from "./payment-field.tsx";
import styles from "./payment.module.css";

const KlarnaDialog = lazyDialog(() => import("./klarna-dialog.tsx").then((module) => module.KlarnaDialog));

/**
 * Buy now, pay later (KLARNA): a payment session for the cart (GET /cart/v1/paymentSession), its
 * dialog (amount, currency, the provider's payment categories), and on "Continue with Klarna" the
 * KLARNA instrument with the session's id (it replaces a card or PayPal). Carts in CAD are not
 * offered it: the payment methods answer says so and the step explains it instead of this panel.
 */
export function KlarnaPanel() {
  const step = usePaymentStep();
  const { strings } = step;
  const [open, setOpen] = useState(false);
  const session = usePaymentCall((commerce, _none: void) => commerce.paymentSession(), { fields: [] }, () => setOpen(true));
  const confirm = useCartChange((commerce, sessionId: string) => commerce.addPaymentInstrument({ payment_method_id: "KLARNA", sessionId }), { fields: [], inline: true }, () => setOpen(false));
  const answer = session.answer;

  return (
    <div className={styles.panel}>
      <p>{strings.klarnaIntro}</p>
      <SectionError call={session} />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => session.run()} disabled={session.pending}>
          {session.pending ? strings.working : strings.klarnaStart}
        </button>
      </div>
      {answer && (
        <KlarnaDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) confirm.reset();
          }}
          session={answer}
          amount={formatPrice(answer.amount, { ...siteById(step.siteId), currency: answer.currency })}
          strings={strings}
          pending={confirm.pending}
          error={confirm.problem?.message}
          onConfirm={() => confirm.run(answer.sessionId)}
        />
      )}
    </div>
  );
}
