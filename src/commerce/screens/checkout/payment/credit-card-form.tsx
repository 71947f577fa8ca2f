import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import type { SavedPaymentInstrumentAnswer } from "../../../../../contracts/api/consumer.ts";
import { messageFor } from "../../../errors/messages.ts";
import { withCommerce } from "../../../lazy-commerce.ts";
import { Notice, type NoticeMessage } from "../../../ui/notice.tsx";
import { recaptchaToken, type RecaptchaAction } from "../recaptcha.ts";
import { CARD_FIELDS, cardBrand, cardDigits, cardProblems, cvcLength, groupedCardNumber, type CardField, type CardProblem, type CardValues } from "./card-rules.ts";
import { savedCardsQuery, useCartChange, usePaymentStep } from "./payment-context.tsx";
import { paymentProblem } from "./payment-errors.ts";
import { FieldError, PaymentField, SubmitButton, SectionError } from "./payment-field.tsx";
import { expiryText } from "./payment-view.ts";
import styles from "./payment.module.css";

/** The commerce API verifies card saves with this reCAPTCHA action (backend/consumer/payment-instrument-routes.ts). */
const SAVE_CARD_ACTION: RecaptchaAction = "save_card";
const NEW_CARD = "new";
const fieldId = (field: CardField) => `card-${field}`;
const EXPIRY_PARTS = [
  { field: "expiryMonth", label: "expiryMonth", autoComplete: "cc-exp-month", maxLength: 2 },
  { field: "expiryYear", label: "expiryYear", autoComplete: "cc-exp-year", maxLength: 4 },
] as const;

/**
 * Paying by credit card: a member's saved cards (the security code optional) or a new card
 * (number with the Luhn check and its brand, expiry FE309, security code 3 or 4 digits, holder),
 * added to the cart as its CREDIT_CARD instrument (it replaces PayPal or Klarna). A member may
 * also save the new card to the account (reCAPTCHA on save; spec §8: PYT300 shows the server's
 * message, any other failure a general one, and the card still pays).
 */
export function CreditCardPanel() {
  const step = usePaymentStep();
  const saved = useQuery({ ...savedCardsQuery(step.siteId), enabled: step.member });
  const cards = saved.data?.payment_instruments ?? [];
  const usable = cards.filter((card) => !card.card.expired);
  const [choice, setChoice] = useState<string>();
  const chosen = choice ?? (usable.find((card) => card.card.main) ?? usable[0])?.payment_instrument_id ?? NEW_CARD;

  return (
    <div className={styles.panel}>
      {cards.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{step.strings.savedCards}</legend>
          {cards.map((card) => (
            <label key={card.payment_instrument_id} className={styles.choice}>
              <input type="radio" name="card-choice" value={card.payment_instrument_id} checked={chosen === card.payment_instrument_id} disabled={card.card.expired} onChange={() => setChoice(card.payment_instrument_id)} />
              <span>
                {step.strings.savedCardLabel(step.strings.brandName(card.card.brand), card.card.last4, expiryText(card.card.expiryMonth, card.card.expiryYear))}
                {card.card.expired && <span className={styles.tag}>{step.strings.expired}</span>}
              </span>
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" name="card-choice" value={NEW_CARD} checked={chosen === NEW_CARD} onChange={() => setChoice(NEW_CARD)} />
            <span>{step.strings.newCard}</span>
          </label>
        </fieldset>
      )}
      {chosen === NEW_CARD ? <NewCardForm /> : <SavedCardForm card={cards.find((card) => card.payment_instrument_id === chosen)!} key={chosen} />}
    </div>
  );
}

function SavedCardForm({ card }: { card: SavedPaymentInstrumentAnswer }) {
  const { strings } = usePaymentStep();
  const use = useCartChange((commerce, cvv: string) => commerce.addPaymentInstrument({ payment_method_id: "CREDIT_CARD", card: { paymentInstrumentId: card.payment_instrument_id }, cvv: cvv || undefined }), { fields: ["cvv"] as const });
  const digits = cvcLength(card.card.brand.toLowerCase() === "amex" ? "amex" : "card");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cvv = String(new FormData(event.currentTarget).get("saved-card-cvv") ?? "").trim();
    use.run(cvv);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SectionError call={use} />
      <PaymentField id="saved-card-cvv" label={strings.cvcOptional} hint={strings.cvcHint(digits)} inputMode="numeric" autoComplete="cc-csc" maxLength={digits} className={styles.short} error={use.fieldError("cvv")} live />
      <SubmitButton label={strings.useCard} working={strings.working} pending={use.pending} />
    </form>
  );
}

const readCard = (form: FormData): CardValues => {
  const text = (field: CardField) => String(form.get(fieldId(field)) ?? "");
  return { number: text("number"), expiryMonth: text("expiryMonth").trim(), expiryYear: text("expiryYear").trim(), cvv: text("cvv").trim(), holder: text("holder").trim() };
};

function NewCardForm() {
  const step = usePaymentStep();
  const { strings, member, siteId } = step;
  const queryClient = useQueryClient();
  const expiryLegend = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [number, setNumber] = useState("");
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});
  const [saveNotice, setSaveNotice] = useState<NoticeMessage>();
  const brand = cardBrand(cardDigits(number));

  const saveCard = useMutation({
    mutationFn: (card: CardValues) =>
      withCommerce(queryClient, siteId, async (commerce) =>
        commerce.savePaymentInstrument({
          payment_method_id: "CREDIT_CARD",
          recaptcha_response: await recaptchaToken(SAVE_CARD_ACTION),
          card: { number: cardDigits(card.number), expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, holder: card.holder },
        }),
      ),
    onSuccess: () => {
      setSaveNotice({ type: "success", level: "item", message: strings.cardSaved });
      void queryClient.invalidateQueries({ queryKey: savedCardsQuery(siteId).queryKey });
    },
    onError: (error) => {
      const problem = paymentProblem(error, siteId);
      const message = problem.errorId === "PYT300" ? (problem.serverMessage ?? problem.message) : strings.cardSaveFailed;
      setSaveNotice({ type: "error", level: "item", message, code: problem.errorId });
    },
  });

  const add = useCartChange(
    (commerce, card: CardValues & { save: boolean }) =>
      commerce.addPaymentInstrument({ payment_method_id: "CREDIT_CARD", number: cardDigits(card.number), expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, holder: card.holder, cvv: card.cvv }),
    { fields: CARD_FIELDS },
    (_cart, card) => {
      // The number and the code are not kept on the page once the card pays.
      setNumber("");
      formRef.current?.reset();
      if (member && card.save) saveCard.mutate(card);
    },
  );

  const message = (field: CardField): string | undefined => {
    const problem = problems[field];
    if (problem) {
      if (field === "number") return strings.cardNumberInvalid;
      if (field === "expiryMonth" || field === "expiryYear") return messageFor("FE309", strings.expiryInvalid, {}, siteId);
      if (field === "cvv") return strings.cvcInvalid(cvcLength(brand));
      return strings.holderRequired;
    }
    return add.fieldError(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.reset();
    setSaveNotice(undefined);
    const form = new FormData(event.currentTarget);
    const card = readCard(form);
    const found = cardProblems(card, new Date());
    setProblems(found);
    const first = CARD_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    add.run({ ...card, save: form.get("card-save") === "on" });
  };

  const expiryError = message("expiryMonth") ?? message("expiryYear");
  const expiryDescribed = expiryError ? "card-expiry-error" : undefined;
  const live = !Object.keys(problems).length;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <SectionError call={add} />
      <PaymentField
        id={fieldId("number")}
        label={strings.cardNumber}
        hint={strings.cardNumberHint}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={number}
        onChange={(event) => setNumber(event.currentTarget.value)}
        onBlur={() => setNumber((typed) => (/^[\d\s-]*$/.test(typed) ? groupedCardNumber(cardDigits(typed)) : typed))}
        error={message("number")}
        live={live}
        after={
          <span className={styles.brand} aria-live="polite">
            {brand === "card" ? "" : strings.cardBrand(strings.brandName(brand))}
          </span>
        }
      />
      <fieldset className={styles.fieldset} aria-describedby={expiryDescribed}>
        <legend id={expiryLegend} className={styles.legend}>
          {strings.expiry}
        </legend>
        <div className={styles.row}>
          {EXPIRY_PARTS.map(({ field, label, autoComplete, maxLength }) => (
            <div key={field} className={`${styles.field} ${styles.expiryField}`}>
              <label htmlFor={fieldId(field)} className={styles.label}>
                {strings[label]}
              </label>
              <input id={fieldId(field)} name={fieldId(field)} className={`${styles.input} ${styles.tiny}`} inputMode="numeric" autoComplete={autoComplete} maxLength={maxLength} aria-invalid={expiryError ? true : undefined} aria-describedby={expiryDescribed} />
            </div>
          ))}
        </div>
        <FieldError id="card-expiry-error" message={expiryError} live={live} />
      </fieldset>
      <PaymentField id={fieldId("cvv")} label={strings.cvc} hint={strings.cvcHint(cvcLength(brand))} inputMode="numeric" autoComplete="cc-csc" maxLength={cvcLength(brand)} className={styles.short} error={message("cvv")} live={live} />
      <PaymentField id={fieldId("holder")} label={strings.holder} autoComplete="cc-name" maxLength={100} error={message("holder")} live={live} />
      {member && (
        <label className={styles.check}>
          <input type="checkbox" name="card-save" />
          {strings.saveCard}
        </label>
      )}
      {saveNotice && <Notice notice={saveNotice} />}
      <SubmitButton label={strings.useCard} working={strings.working} pending={add.pending} />
    </form>
  );
}
