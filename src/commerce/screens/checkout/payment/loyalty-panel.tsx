import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { PaymentMethodsAnswer } from "../../../../../contracts/api/checkout.ts";
import { Notice } from "../../../ui/notice.tsx";
import { useCartChange, usePaymentStep } from "./payment-context.tsx";
import { PaymentField, SubmitButton, SectionError } from "./payment-field.tsx";
import { appliedReward } from "./payment-view.ts";
import styles from "./payment.module.css";

/** Loyalty answers (REW401 not signed in, REW130 not a member, REW135 not confirmed, REW140 too few points) show at the input. */
const isRewardError = (errorId: string) => errorId.startsWith("REW");

type Loyalty = NonNullable<PaymentMethodsAnswer["loyalty"]>;

/**
 * A reward call's error is moot once the cart's reward changes: a cart holds one reward, and the
 * shopper has just applied (or removed) one another way (the offered voucher, a reward code).
 */
function useResetOnRewardChange({ reset }: { reset: () => void }) {
  const reward = appliedReward(usePaymentStep().cart)?.payment_instrument_id;
  useEffect(() => reset(), [reward, reset]);
}

/**
 * A loyalty member's points and vouchers (commerce spec §6, §9): the offered voucher (the largest
 * the points afford) applied or removed through the reward call, and points spent as a
 * LOYALTY_POINTS instrument (all of them when no number is given): those a reward voucher does not
 * already use.
 */
export function LoyaltyPanel({ loyalty, points, vouchers }: { loyalty: Loyalty; points: boolean; vouchers: boolean }) {
  const step = usePaymentStep();
  const { strings } = step;
  const reward = appliedReward(step.cart);
  const voucher = useCartChange((commerce, id: string | null) => commerce.applyLoyaltyVoucher(id), { fields: ["appliedLoyaltyVoucher"] as const, atInput: isRewardError });
  useResetOnRewardChange(voucher);
  const offered = loyalty.offeredLoyaltyVoucher;
  const voucherError = voucher.fieldError("appliedLoyaltyVoucher") ?? voucher.sectionError;
  const statusId = useId();
  // The reward's points are spoken for: points pay with what is left (as the commerce API counts them).
  const spendable = Math.max(0, loyalty.currentLoyaltyPoints - (reward?.reward?.points ?? 0));

  return (
    <div className={styles.panel}>
      <p>{strings.loyaltyPoints(step.count(loyalty.currentLoyaltyPoints))}</p>
      {vouchers && (reward?.reward || offered) && (
        <div className={styles.voucher}>
          {reward?.reward ? (
            <>
              <p id={statusId}>{strings.voucherApplied(step.count(reward.reward.points), step.money(reward.reward.amountInCurrency))}</p>
              <button type="button" className={styles.secondary} onClick={() => voucher.run(null)} disabled={voucher.pending} aria-describedby={statusId}>
                {strings.removeVoucher}
              </button>
            </>
          ) : (
            offered && (
              <button type="button" className={styles.secondary} onClick={() => voucher.run(offered.id)} disabled={voucher.pending} aria-describedby={voucherError ? "loyalty-voucher-error" : undefined}>
                {strings.useVoucher(step.count(offered.points), step.money(offered.amountInCurrency))}
              </button>
            )
          )}
          {voucherError && <Notice id="loyalty-voucher-error" notice={{ type: "error", level: "input", message: voucherError, code: voucher.problem?.errorId }} />}
        </div>
      )}
      {points && spendable > 0 && <PointsForm available={spendable} />}
    </div>
  );
}

function PointsForm({ available }: { available: number }) {
  const step = usePaymentStep();
  const { strings } = step;
  const [invalid, setInvalid] = useState(false);
  const use = useCartChange((commerce, points: number | undefined) => commerce.addPaymentInstrument({ payment_method_id: "LOYALTY_POINTS", points }), { fields: ["points"] as const, atInput: isRewardError });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    use.reset();
    const typed = String(new FormData(event.currentTarget).get("loyalty-points") ?? "").trim();
    const points = typed ? Number(typed) : undefined;
    const wrong = points !== undefined && (!Number.isInteger(points) || points < 1 || points > available);
    setInvalid(wrong);
    if (wrong) {
      document.getElementById("loyalty-points")?.focus();
      return;
    }
    use.run(points);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SectionError call={use} />
      <PaymentField
        id="loyalty-points"
        label={strings.pointsToUse}
        hint={strings.pointsHint(step.count(available))}
        inputMode="numeric"
        autoComplete="off"
        className={styles.short}
        error={invalid ? strings.pointsInvalid(step.count(available)) : use.fieldError("points")}
        live={!invalid}
      />
      <SubmitButton label={strings.usePoints} working={strings.working} pending={use.pending} secondary />
    </form>
  );
}

/**
 * A reward code (a loyalty voucher's code, REWARD_CODE) or a reward card (REWARD_CARD, its
 * number): one reward per cart, a new one replaces the old. REW errors at the input.
 */
export function RewardForm({ kind }: { kind: "code" | "card" }) {
  const { strings } = usePaymentStep();
  const id = `reward-${kind}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [required, setRequired] = useState(false);
  const add = useCartChange(
    (commerce, value: string) => commerce.addPaymentInstrument(kind === "code" ? { payment_method_id: "REWARD_CODE", code: value } : { payment_method_id: "REWARD_CARD", number: value }),
    { fields: [kind === "code" ? "code" : "number"], atInput: isRewardError },
    () => formRef.current?.reset(),
  );
  useResetOnRewardChange(add);
  // Typing again takes the last answer's (or the form's) error away, as a real form does.
  const edited = () => {
    if (add.problem) add.reset();
    setRequired(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.reset();
    const value = String(new FormData(event.currentTarget).get(id) ?? "").trim();
    setRequired(!value);
    if (!value) {
      document.getElementById(id)?.focus();
      return;
    }
    add.run(value);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <SectionError call={add} />
      <PaymentField
        id={id}
        label={kind === "code" ? strings.rewardCode : strings.rewardCard}
        autoComplete="off"
        maxLength={64}
        onChange={edited}
        error={required ? strings.rewardRequired : add.fieldError(kind === "code" ? "code" : "number")}
        live={!required}
      />
      <SubmitButton label={strings.apply} working={strings.working} pending={add.pending} secondary />
    </form>
  );
}
