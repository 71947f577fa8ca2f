import { useId, useRef, useState } from "react";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import type { CartStrings } from "./cart-strings.ts";
import { knownReason, valueText, type AdjustmentTerms, type PriceAdjustmentAnswer } from "./price-adjustment-rules.ts";
import cartStyles from "./cart.module.css";
import styles from "./price-adjustment.module.css";

const PriceAdjustmentDialog = lazyDialog(() => import("./price-adjustment-dialog.tsx").then((module) => module.PriceAdjustmentDialog));

export interface PriceAdjustmentProps {
  siteId: string;
  strings: CartStrings;
  /** A line's adjustment (`name` and `quantity` are the line's), or the order's. */
  target: { kind: "line"; name: string; quantity: number } | { kind: "order" };
  /** What an amount off may take at most; what a new price stays below. */
  limit: number;
  /** The adjustment the cart has on this target. */
  adjustment?: PriceAdjustmentAnswer;
  busy: boolean;
  /** The outcome of the last adjustment call on this target. */
  notice?: NoticeMessage;
  /** The form opens: an earlier outcome is no longer news. */
  onOpen(): void;
  /** Adds the adjustment, or changes `adjustmentId`; true when the cart took it. */
  onSave(terms: AdjustmentTerms, adjustmentId: string | undefined): Promise<boolean>;
  onRemove(adjustmentId: string): Promise<boolean>;
}

/**
 * An in-store associate's price adjustment of a cart line or of the order (buy-in-store mode,
 * loaded for associates only): what it takes off and why, and the buttons to add, edit
 * (the dialog, price-adjustment-dialog.tsx) or remove it. Outcomes show here; the form's own
 * errors in the form. The add and edit button stays the same element, so that the focus has a
 * place to return to whatever the cart answers.
 */
export default function PriceAdjustment({ siteId, strings: cartWords, target, limit, adjustment, busy, notice, onOpen, onSave, onRemove }: PriceAdjustmentProps) {
  const strings = cartWords.associate;
  const money = (amount: number) => formatPrice(amount, siteById(siteId));
  const [open, setOpen] = useState(false);
  // Each opening starts from the cart's adjustment, not from what an earlier, cancelled form held.
  const [opening, setOpening] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const name = target.kind === "line" ? target.name : strings.theOrder;

  const reasonCode = adjustment ? knownReason(adjustment.reasonCode, strings.reasons) : undefined;
  const summary = adjustment && strings.adjusted(money(-adjustment.amount), reasonCode ? strings.reasons[reasonCode] : adjustment.reasonCode, termsOf(adjustment));

  function termsOf({ type, value }: PriceAdjustmentAnswer): string | undefined {
    if (type === "PERCENT") return strings.percentOff(value);
    if (type === "FIXED_PRICE") return strings.newPriceEach(money(value));
    return target.kind === "line" && target.quantity > 1 ? strings.amountOffEach(money(value)) : undefined;
  }

  const openForm = () => {
    if (busy) return;
    onOpen();
    setOpening((count) => count + 1);
    setOpen(true);
  };

  const controls = (
    <>
      {summary && <p className={styles.adjusted}>{summary}</p>}
      <div className={styles.buttons}>
        <button ref={trigger} type="button" className={cartStyles.linkButton} aria-label={adjustment ? strings.editOf(name) : target.kind === "line" ? strings.adjustPriceOf(name) : undefined} aria-disabled={busy} onClick={openForm}>
          {adjustment ? strings.edit : target.kind === "line" ? strings.adjustPrice : strings.adjustOrder}
        </button>
        {adjustment && (
          <button
            type="button"
            className={cartStyles.linkButton}
            aria-label={strings.removeOf(name)}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) void onRemove(adjustment.adjustmentId).then((done) => done && trigger.current?.focus());
            }}
          >
            {cartWords.remove}
          </button>
        )}
      </div>
      {!open && notice && <Notice notice={notice} />}
      <PriceAdjustmentDialog
        key={opening}
        open={open}
        onOpenChange={setOpen}
        siteId={siteId}
        strings={cartWords}
        title={target.kind === "line" ? strings.lineTitle(target.name) : strings.orderTitle}
        target={target.kind}
        limit={limit}
        initial={adjustment && { type: adjustment.type, value: valueText(adjustment), reasonCode }}
        busy={busy}
        notice={open ? notice : undefined}
        onSave={(terms) => onSave(terms, adjustment?.adjustmentId)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      />
    </>
  );

  return target.kind === "line" ? (
    <div className={styles.adjustment}>{controls}</div>
  ) : (
    <section className={styles.orderAdjustment} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {strings.orderHeading}
      </h2>
      {controls}
    </section>
  );
}
