import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { GiftCardBalanceAnswer } from "../../../../contracts/api/checkout.ts";
import { formatDate, formatPrice, siteById } from "../../../../contracts/sites.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice } from "../../ui/notice.tsx";
import { SubmitButton, TextField } from "../contact-us-form/service-form.tsx";
import type { ServiceProblem } from "../contact-us-form/service-problem.ts";
import { useServiceForm } from "../contact-us-form/use-service-form.ts";
import { giftCardBalanceStrings } from "./gift-card-balance-strings.ts";
import { EMPTY_GIFT_CARD, GIFT_CARD_MAX_LENGTHS, giftCardErrors, giftCardOf, giftCardProblem, groupedMaskedNumber, type GiftCardField } from "./gift-card-rules.ts";
import type { GiftCardBalanceProps } from "./schema.ts";
import form from "../contact-us-form/service-form.module.css";
import styles from "./gift-card-balance.module.css";

/**
 * A gift card's balance: number and PIN (the checkout's rule), then the masked number, the balance
 * in the card's own currency and its expiry, announced politely. A wrong PIN or an unknown card
 * (GFC800) and an expired card (GFC812) show at the number; too many wrong PINs (GFC799) above the
 * form. The PIN is cleared once read.
 */
export default function GiftCardBalance({ blockId, heading, intro }: BlockComponentProps<GiftCardBalanceProps>) {
  const { page } = useEngine();
  const siteId = page.siteId;
  const site = siteById(siteId);
  const strings = giftCardBalanceStrings(siteId);
  const queryClient = useQueryClient();
  const card = useServiceForm<GiftCardField>(EMPTY_GIFT_CARD, (values) => giftCardErrors(values, strings));
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ServiceProblem<GiftCardField>>();
  const [found, setFound] = useState<GiftCardBalanceAnswer>();
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setProblem(undefined);
    const valid = card.check();
    if (!valid) return;
    const { number, pin } = giftCardOf(valid);
    setPending(true);
    try {
      setFound(await withCommerce(queryClient, siteId, (commerce) => commerce.giftCardBalance(number, pin)));
      card.reset({ number: valid.number, pin: "" });
    } catch (error) {
      setFound(undefined);
      const failure = giftCardProblem(error, siteId);
      if (failure.field) card.refuse(failure.field, failure.message);
      else setProblem(failure);
    } finally {
      setPending(false);
    }
  }

  const last4 = found?.maskedNumber.slice(-4) ?? "";
  return (
    <section className={styles.giftCard} aria-labelledby={`${id}-heading`} data-screen="gift-card-balance" data-block-id={blockId}>
      <div className={form.intro}>
        <h1 id={`${id}-heading`} className={form.pageHeading}>
          {heading || strings.heading}
        </h1>
        <p>{intro || strings.intro}</p>
      </div>
      <div className={styles.layout}>
        <form className={`${form.form} ${styles.panel}`} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} aria-busy={pending || undefined}>
          {problem && <Notice notice={{ type: "error", level: "top", message: problem.message, code: problem.errorId }} />}
          <TextField
            id={`${id}-number`}
            label={strings.number}
            hint={strings.numberHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={GIFT_CARD_MAX_LENGTHS.number}
            {...card.bind("number")}
          />
          <TextField
            id={`${id}-pin`}
            label={strings.pin}
            hint={strings.pinHint}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={GIFT_CARD_MAX_LENGTHS.pin}
            className={styles.pin}
            {...card.bind("pin")}
          />
          <div className={form.actions}>
            <SubmitButton label={strings.check} working={strings.checking} pending={pending} />
          </div>
        </form>
        <div aria-live="polite" className={styles.result}>
          {found && (
            <div className={styles.card}>
              <h2 className={styles.cardHeading}>{strings.resultHeading}</h2>
              <dl className={styles.facts}>
                <div className={styles.number}>
                  <dt>{strings.card}</dt>
                  <dd>
                    <span aria-hidden="true">{groupedMaskedNumber(found.maskedNumber)}</span>
                    <span className="visually-hidden">{strings.cardEnding(last4)}</span>
                  </dd>
                </div>
                <div className={styles.balance}>
                  <dt>{strings.balance}</dt>
                  <dd data-balance>{formatPrice(found.balance, { ...site, currency: found.currency })}</dd>
                </div>
                <div>
                  <dt>{strings.validUntil}</dt>
                  <dd>{found.expiresAt ? formatDate(new Date(found.expiresAt), site) : strings.noExpiry}</dd>
                </div>
              </dl>
              <p className={styles.spend}>{strings.spendIt}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
