import { useEffect, useId, useState, type KeyboardEvent } from "react";
import type { CartStrings } from "./cart-strings.ts";
import styles from "./cart.module.css";

/**
 * A line's quantity: one less, the number (typed, committed on Enter or leaving the field), one
 * more. "One more" stops at `max` (the line's maxQty: its stock, at most 999999), with the
 * maximum said under it; a typed number beyond it goes to the server, whose INV408 names the
 * maximum (shown by the line). At least 1: removing is the line's own button.
 */
export function QuantityStepper(props: { name: string; quantity: number; max: number; disabled: boolean; describedBy?: string; strings: CartStrings; onChange(quantity: number): void }) {
  const { name, quantity, max, disabled, describedBy, strings, onChange } = props;
  const [draft, setDraft] = useState(String(quantity));
  const hintId = useId();
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const atMax = quantity >= max;
  // aria-disabled, not disabled: a button that becomes unusable under the pointer or the
  // keyboard keeps the focus (a disabled one drops it to the page).
  const lessBlocked = disabled || quantity <= 1;
  const moreBlocked = disabled || atMax;

  const commit = () => {
    const wanted = Number(draft);
    if (!Number.isInteger(wanted) || wanted < 1) return setDraft(String(quantity));
    if (wanted !== quantity && !disabled) onChange(wanted);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    }
  };
  const described = [atMax ? hintId : undefined, describedBy].filter(Boolean).join(" ") || undefined;

  return (
    <div className={styles.stepper}>
      <div className={styles.stepperControls}>
        <button type="button" className={styles.stepperButton} aria-label={strings.decrease(name)} aria-disabled={lessBlocked} onClick={() => !lessBlocked && onChange(quantity - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          className={styles.stepperInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          aria-label={strings.quantityOf(name)}
          aria-describedby={described}
          value={draft}
          readOnly={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.stepperButton} aria-label={strings.increase(name)} aria-disabled={moreBlocked} onClick={() => !moreBlocked && onChange(quantity + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atMax && (
        <p id={hintId} className={styles.hint}>
          {strings.maximum(max)}
        </p>
      )}
    </div>
  );
}
