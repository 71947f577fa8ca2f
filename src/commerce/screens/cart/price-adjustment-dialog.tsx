import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState, type FormEvent } from "react";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import { rulesFor } from "../../../forms/validators.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import type { CartStrings } from "./cart-strings.ts";
import { adjustmentTypesFor, adjustmentValueError, parseAdjustmentValue, type AdjustmentReason, type AdjustmentTerms, type AdjustmentType } from "./price-adjustment-rules.ts";
import dialogStyles from "./store-dialogs.module.css";
import styles from "./price-adjustment.module.css";

export interface PriceAdjustmentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  siteId: string;
  strings: CartStrings;
  title: string;
  target: "line" | "order";
  /** What an amount off may take at most; what a new price stays below (adjustment-rules.ts). */
  limit: number;
  /** The form's starting values: the adjustment being edited. */
  initial?: { type: AdjustmentType; value: string; reasonCode?: AdjustmentReason };
  busy: boolean;
  /** The outcome of the call this form made (the catalogue's message of its error). */
  notice?: NoticeMessage;
  /** Sends the terms; true when the cart took them (the dialog then closes). */
  onSave(terms: AdjustmentTerms): Promise<boolean>;
  /** Where the focus goes back to when the dialog closes. */
  onCloseAutoFocus?(event: Event): void;
}

type Field = "value" | "reason";

/**
 * The associate's price adjustment form (commerce spec §7 `…/price_adjustments`): the kind
 * (amount off, percent off, a line's new price), the value and the reason. Checked on leaving the
 * value and on submit, with the message under the field (`aria-describedby`) and the focus on the
 * first field in error; the commerce API's refusal (AUT432 for anyone but an associate, PRC400)
 * shows at the top of the form.
 */
export function PriceAdjustmentDialog({ open, onOpenChange, siteId, strings: cartWords, title, target, limit, initial, busy, notice, onSave, onCloseAutoFocus }: PriceAdjustmentDialogProps) {
  const strings = cartWords.associate;
  const site = siteById(siteId);
  const money = (amount: number) => formatPrice(amount, site);
  const rules = rulesFor(site.language);
  const types = adjustmentTypesFor(target);
  const [type, setType] = useState<AdjustmentType>(initial?.type ?? "AMOUNT");
  const [value, setValue] = useState(initial?.value ?? "");
  const [reason, setReason] = useState<AdjustmentReason | "">(initial?.reasonCode ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const valueRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const noticeId = `${id}-notice`;

  const valueError = (text: string, kind: AdjustmentType) => adjustmentValueError(text, kind, limit, rules, strings, money);
  const reasonError = (chosen: string) => rules.required()(chosen, {});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { value: valueError(value, type), reason: reasonError(reason) };
    setErrors(found);
    if (found.value) valueRef.current?.focus();
    else if (found.reason) reasonRef.current?.focus();
    if (found.value || found.reason || busy) return;
    if (await onSave({ type, value: Number(parseAdjustmentValue(value)), reasonCode: reason as AdjustmentReason })) onOpenChange(false);
  };

  const error = (field: Field) =>
    errors[field] && (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        {errors[field]}
      </p>
    );
  const valueLabel = target === "order" && type === "AMOUNT" ? strings.orderAmountLabel : strings.valueLabel[type];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.dialog} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-describedby={notice ? noticeId : undefined}>
            {notice && <Notice id={noticeId} notice={notice} />}
            <fieldset className={styles.types}>
              <legend className={styles.label}>{strings.type}</legend>
              {types.map((kind) => (
                <label key={kind} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={kind}
                    checked={type === kind}
                    onChange={() => {
                      setType(kind);
                      // A value already judged is judged again against the new kind.
                      if (errors.value) setErrors((shown) => ({ ...shown, value: valueError(value, kind) }));
                    }}
                  />
                  {strings.types[kind]}
                </label>
              ))}
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={fieldId("value")} className={styles.label}>
                {valueLabel}
              </label>
              <input
                ref={valueRef}
                id={fieldId("value")}
                className={styles.input}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                required
                value={value}
                aria-invalid={errors.value ? true : undefined}
                aria-describedby={errors.value ? `${fieldId("value")}-error` : undefined}
                onChange={(event) => setValue(event.target.value)}
                onBlur={() => setErrors((shown) => ({ ...shown, value: valueError(value, type) }))}
              />
              {error("value")}
            </div>
            <div className={styles.field}>
              <label htmlFor={fieldId("reason")} className={styles.label}>
                {strings.reason}
              </label>
              <select
                ref={reasonRef}
                id={fieldId("reason")}
                className={styles.input}
                required
                value={reason}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `${fieldId("reason")}-error` : undefined}
                onChange={(event) => {
                  setReason(event.target.value as AdjustmentReason | "");
                  if (errors.reason) setErrors((shown) => ({ ...shown, reason: reasonError(event.target.value) }));
                }}
              >
                <option value="">{strings.chooseReason}</option>
                {(Object.keys(strings.reasons) as AdjustmentReason[]).map((code) => (
                  <option key={code} value={code}>
                    {strings.reasons[code]}
                  </option>
                ))}
              </select>
              {error("reason")}
            </div>
            <div className={dialogStyles.actions}>
              <button type="submit" className={dialogStyles.primary} aria-disabled={busy}>
                {busy ? strings.saving : strings.save}
              </button>
              <Dialog.Close type="button" className={dialogStyles.secondary}>
                {cartWords.cancel}
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
