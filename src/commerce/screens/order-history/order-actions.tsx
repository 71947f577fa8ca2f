import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { OrderDetailsAnswer } from "../../../../contracts/api/orders.ts";
import type { CommerceClient } from "../../api/client.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";
import { isCommerceError, orderActionMessage, orderChangedUnderneath, type OrderAction } from "./order-action-errors.ts";
import { orderHistoryStrings } from "./order-history-strings.ts";
import { orderDetailsQuery, purchaseHistoryQuery } from "./order-queries.ts";
import { saveFile } from "./save-file.ts";
import styles from "./order-history.module.css";

const CancelOrderDialog = lazyDialog(() => import("./cancel-order-dialog.tsx").then((module) => module.CancelOrderDialog));

/** The documents' file names: the order number in them, so that a shopper's downloads tell orders apart. */
export const invoiceFileName = (orderNumber: string) => `invoice-${orderNumber}.pdf`;
export const returnLabelFileName = (orderNumber: string) => `return-label-${orderNumber}.pdf`;

/**
 * What the member may do with an order, as the details answer allows it now (`cancellable`,
 * `invoiceAvailable`, `returnable`; e-gift card lines of a placed order for the resend): cancel
 * after a confirmation, download the invoice or a return label (PDFs), send the gift card email
 * again. One action at a time; its outcome is told under the buttons. A refusal because the order
 * changed meanwhile (409) reads the order again, so the buttons follow.
 */
export function OrderActions({ order, siteId }: { order: OrderDetailsAnswer; siteId: string }) {
  const strings = orderHistoryStrings(siteId);
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<OrderAction | undefined>();
  const [outcome, setOutcome] = useState<NoticeMessage | undefined>();
  const [confirming, setConfirming] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Whether the dialog closed on a cancellation (the focus goes to its outcome) or on "keep" (back to the button).
  const cancelTried = useRef(false);
  const { orderNumber } = order;
  const hasGiftCards = order.status === "placed" && order.items.some((item) => item.isDigitalProduct);

  async function run(action: OrderAction, call: (commerce: CommerceClient) => Promise<string | undefined>) {
    if (running) return;
    setRunning(action);
    setOutcome(undefined);
    try {
      const message = await withCommerce(queryClient, siteId, call);
      if (message) setOutcome({ type: "success", level: "top", message, code: action });
    } catch (error) {
      setOutcome({ type: "error", level: "top", message: orderActionMessage(action, error, strings, siteId), code: isCommerceError(error) ? error.errorId : undefined });
      if (orderChangedUnderneath(error)) void queryClient.invalidateQueries({ queryKey: orderDetailsQuery(siteId, orderNumber).queryKey });
    } finally {
      setRunning(undefined);
    }
  }

  const cancel = () => {
    cancelTried.current = true;
    return run("cancel", async (commerce) => {
      const cancelled = await commerce.cancelOrder(orderNumber);
      queryClient.setQueryData(orderDetailsQuery(siteId, orderNumber).queryKey, cancelled);
      // The list shows the order's status too.
      void queryClient.invalidateQueries({ queryKey: purchaseHistoryQuery(siteId).queryKey });
      return strings.cancelled;
    }).finally(() => setConfirming(false));
  };

  const download = (action: "invoice" | "returnLabel") =>
    run(action, async (commerce) => {
      const file = action === "invoice" ? await commerce.downloadInvoice(orderNumber) : await commerce.returnLabel(orderNumber);
      saveFile(file, action === "invoice" ? invoiceFileName(orderNumber) : returnLabelFileName(orderNumber));
      return undefined;
    });

  const resend = () =>
    run("resendGiftCard", async (commerce) => {
      const answer = await commerce.resendGiftCardEmail({ orderNumber });
      return strings.resent(answer.recipientEmail);
    });

  const button = (action: OrderAction, label: string, onClick: () => void, className = styles.secondaryButton) => (
    <button type="button" className={className} onClick={onClick} disabled={running !== undefined} aria-busy={running === action}>
      {running === action ? strings.working : label}
    </button>
  );

  const anyAction = order.cancellable || order.invoiceAvailable || order.returnable || hasGiftCards;
  return (
    <>
      {anyAction && (
        <div role="group" aria-label={strings.actions} className={styles.actions}>
          {order.invoiceAvailable && button("invoice", strings.downloadInvoice, () => void download("invoice"))}
          {order.returnable && button("returnLabel", strings.returnLabel, () => void download("returnLabel"))}
          {hasGiftCards && button("resendGiftCard", strings.resendGiftCard, () => void resend())}
          {order.cancellable && (
            <button ref={cancelRef} type="button" className={styles.dangerOutlineButton} onClick={() => setConfirming(true)} disabled={running !== undefined}>
              {strings.cancelOrder}
            </button>
          )}
        </div>
      )}
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          <Notice notice={outcome} />
        </div>
      )}
      <CancelOrderDialog
        open={confirming}
        onOpenChange={setConfirming}
        strings={strings}
        orderNumber={orderNumber}
        busy={running === "cancel"}
        onConfirm={() => void cancel()}
        onClosed={() => {
          (cancelTried.current ? (outcomeRef.current ?? cancelRef.current) : cancelRef.current)?.focus();
          cancelTried.current = false;
        }}
      />
    </>
  );
}
