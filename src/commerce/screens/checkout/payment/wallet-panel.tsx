import { useState } from "react";
import { lazyDialog } from "../../../../ui/lazy-dialog.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { useCartChange, usePaymentStep } from "./payment-context.tsx";
import { openAmount } from "./payment-view.ts";
import { walletFrameUrl, type WalletResult } from "./wallet-messages.ts";
import styles from "./payment.module.css";

const WalletDialog = lazyDialog(() => import("./wallet-dialog.tsx").then((module) => module.WalletDialog));

/**
 * The payment wallet (PAYPAL): its approval page (`wallet.approvalUrl` of the payment methods
 * answer, with the page's origin, the amount and the currency) in a dialog's iframe. Approved:
 * the PAYPAL instrument with the payer's email (it replaces a card or Klarna); cancelled: the
 * dialog closes with an info notice.
 */
export function WalletPanel({ approvalUrl }: { approvalUrl: string }) {
  const step = usePaymentStep();
  const { strings, cart } = step;
  const [frameUrl, setFrameUrl] = useState<string>();
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const approve = useCartChange((commerce, payerEmail: string) => commerce.addPaymentInstrument({ payment_method_id: "PAYPAL", payerEmail }), { fields: [], inline: true }, () => setOpen(false));

  const start = () => {
    setCancelled(false);
    approve.reset();
    setFrameUrl(walletFrameUrl(approvalUrl, { parentOrigin: window.location.origin, amount: openAmount(cart), currency: cart.currency }));
    setOpen(true);
  };
  const onResult = (result: WalletResult) => {
    if (result.status === "approved") return approve.run(result.payerEmail);
    setOpen(false);
    setCancelled(true);
  };

  return (
    <div className={styles.panel}>
      <p>{strings.walletIntro}</p>
      {cancelled && <Notice notice={{ type: "info", level: "item", message: strings.walletCancelled }} />}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={start}>
          {strings.walletStart}
        </button>
      </div>
      {frameUrl && <WalletDialog open={open} onOpenChange={setOpen} frameUrl={frameUrl} approvalUrl={approvalUrl} strings={strings} pending={approve.pending} error={approve.problem?.message} onResult={onResult} />}
    </div>
  );
}
