import { useRef, useState, type FormEvent } from "react";
import type { CheckoutCartAnswer } from "../../../../../contracts/api/checkout.ts";
import { formatPrice, siteById } from "../../../../../contracts/sites.ts";
import { Notice } from "../../../ui/notice.tsx";
import { useCartChange, usePaymentCall, usePaymentStep } from "./payment-context.tsx";
import { PaymentField } from "./payment-field.tsx";
import styles from "./payment.module.css";

const GIFT_CARD_FIELDS = ["number", "pin"] as const;
/** Every gift card answer (GFC…, and the gift ids GFO405 "not applicable", GFS800) shows at the card's number. */
const isGiftCardError = (errorId: string) => /^(GFC|GFO|GFS)/.test(errorId);

interface GiftCard {
  number: string;
  pin: string;
}

/**
 * A gift card: number and PIN, "Check balance" (its balance, or GFC799 after too many wrong
 * PINs), "Apply" (a GIFT_CARD instrument paying up to its balance: a partial payment leaves the
 * rest to pay). Every gift card error shows at the number (spec §8: GFC700, GFC755, GFC725,
 * GFC740 at the input; the others too). At most two gift cards: the payment methods answer then
 * marks the method unavailable (GFC410) and the step explains it instead of this form.
 */
export function GiftCardPanel() {
  const step = usePaymentStep();
  const { strings, siteId } = step;
  const formRef = useRef<HTMLFormElement>(null);
  const [required, setRequired] = useState(false);
  const [applied, setApplied] = useState<string>();
  const before = useRef<CheckoutCartAnswer>(step.cart);
  const balance = usePaymentCall((commerce, card: GiftCard) => commerce.giftCardBalance(card.number, card.pin), { fields: GIFT_CARD_FIELDS, atInput: isGiftCardError });
  const apply = useCartChange(
    (commerce, card: GiftCard) => commerce.addPaymentInstrument({ payment_method_id: "GIFT_CARD", ...card }),
    { fields: GIFT_CARD_FIELDS, atInput: isGiftCardError },
    (cart) => {
      const known = new Set(before.current.payment_instruments.map((entry) => entry.payment_instrument_id));
      const added = cart.payment_instruments.find((entry) => entry.payment_method_id === "GIFT_CARD" && !known.has(entry.payment_instrument_id));
      setApplied(added ? strings.giftCardApplied(step.money(added.amount)) : undefined);
      formRef.current?.reset();
    },
  );

  const read = (): GiftCard | undefined => {
    const form = new FormData(formRef.current ?? undefined);
    const card = { number: String(form.get("gift-card-number") ?? "").replace(/[\s-]/g, ""), pin: String(form.get("gift-card-pin") ?? "").trim() };
    setRequired(!card.number || !card.pin);
    if (card.number && card.pin) return card;
    document.getElementById(card.number ? "gift-card-pin" : "gift-card-number")?.focus();
    return undefined;
  };

  const checkBalance = () => {
    apply.reset();
    setApplied(undefined);
    const card = read();
    if (card) balance.run(card);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    balance.reset();
    setApplied(undefined);
    const card = read();
    before.current = step.cart;
    if (card) apply.run(card);
  };

  const numberError = (required ? strings.giftCardRequired : undefined) ?? balance.fieldError("number") ?? apply.fieldError("number");
  const pinError = balance.fieldError("pin") ?? apply.fieldError("pin");
  const sectionError = balance.sectionError ?? apply.sectionError;
  const found = balance.answer;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {sectionError && <Notice notice={{ type: "error", level: "top", message: sectionError, code: (balance.problem ?? apply.problem)?.errorId }} />}
      <div className={styles.row}>
        <PaymentField id="gift-card-number" label={strings.giftCardNumber} inputMode="numeric" autoComplete="off" maxLength={32} error={numberError} live={!required} />
        <PaymentField id="gift-card-pin" label={strings.giftCardPin} type="password" inputMode="numeric" autoComplete="off" maxLength={16} className={styles.short} error={pinError} live />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={checkBalance} disabled={balance.pending}>
          {strings.checkBalance}
        </button>
        <button type="submit" className={styles.primary} disabled={apply.pending}>
          {apply.pending ? strings.working : strings.apply}
        </button>
      </div>
      <div role="status" className={styles.status}>
        {found && strings.giftCardBalance(formatPrice(found.balance, { ...siteById(siteId), currency: found.currency }), strings.endingIn(found.maskedNumber.slice(-4)))}
        {applied}
      </div>
    </form>
  );
}
