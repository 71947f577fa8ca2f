import { useEffect, useRef } from "react";
import { Notice } from "../../../ui/notice.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";
import type { PaymentStrings } from "./payment-strings.ts";
import { acceptedWalletResult, type WalletResult } from "./wallet-messages.ts";
import styles from "./payment.module.css";

export interface WalletDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The approval page with the storefront's origin, amount and currency. */
  frameUrl: string;
  /** The approval page as answered: messages count only from its origin. */
  approvalUrl: string;
  strings: PaymentStrings;
  pending: boolean;
  error?: string;
  onResult(result: WalletResult): void;
}

/**
 * The wallet's approval page in an iframe. A `message` is acted on only when it comes from the
 * approval page's origin, from this iframe's window, and has the wallet's shape
 * (wallet-messages.ts); any other message on the page is ignored.
 */
export function WalletDialog({ open, onOpenChange, frameUrl, approvalUrl, strings, pending, error, onResult }: WalletDialogProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });

  useEffect(() => {
    if (!open) return;
    const listen = (event: MessageEvent) => {
      const result = acceptedWalletResult({ origin: event.origin, source: event.source, data: event.data }, approvalUrl, frame.current?.contentWindow);
      if (result) latest.current(result);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [open, approvalUrl]);

  return (
    <PaymentDialog open={open} onOpenChange={onOpenChange} title={strings.walletTitle} closeLabel={strings.close} className={styles.walletDialog}>
      {pending && <p role="status">{strings.working}</p>}
      {error && <Notice notice={{ type: "error", level: "top", message: error }} />}
      <iframe ref={frame} src={frameUrl} title={strings.walletFrameTitle} className={styles.frame} sandbox="allow-scripts allow-forms allow-same-origin" referrerPolicy="no-referrer" />
    </PaymentDialog>
  );
}
