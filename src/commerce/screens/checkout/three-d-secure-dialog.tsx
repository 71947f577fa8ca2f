import { useEffect, useRef } from "react";
import { Notice } from "../../ui/notice.tsx";
import { CheckoutDialog, Dialog } from "./checkout-dialog.tsx";
import type { CheckoutStrings } from "./checkout-strings.ts";
import { acceptedChallengeResult, challengeFrameUrl, type ThreeDsChallenge } from "./three-d-secure.ts";
import styles from "./checkout.module.css";

export interface ThreeDsDialogProps {
  open: boolean;
  challenge: ThreeDsChallenge | undefined;
  strings: CheckoutStrings;
  /** The result is being sent. */
  busy: boolean;
  /** The last attempt to send the result failed. */
  problem?: string;
  onResult(transStatus: "Y" | "N"): void;
}

/**
 * The 3-D Secure challenge dialog (commerce spec §2, §4): the bank's page in an iframe; its
 * `postMessage` counts only from the page's origin, from this iframe, with the right shape
 * (three-d-secure.ts). Closing the dialog cancels the payment ("N").
 */
export function ThreeDsDialog({ open, challenge, strings, busy, problem, onResult }: ThreeDsDialogProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const result = useRef(onResult);
  result.current = onResult;

  useEffect(() => {
    if (!open || !challenge) return;
    const listen = (event: MessageEvent) => {
      const accepted = acceptedChallengeResult({ origin: event.origin, source: event.source, data: event.data }, challenge, frame.current?.contentWindow);
      if (accepted) result.current(accepted.transStatus);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [open, challenge]);

  return (
    <CheckoutDialog open={open} onOpenChange={(next) => !next && !busy && onResult("N")} title={strings.challengeTitle} busy={busy}>
      <div className={styles.dialogBody}>
        <Dialog.Description>{strings.challengeDescription}</Dialog.Description>
        {problem && <Notice notice={{ type: "error", level: "top", message: problem }} />}
        {busy ? (
          <p className={styles.status} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {strings.confirming}
          </p>
        ) : (
          challenge && <iframe ref={frame} className={styles.challengeFrame} title={strings.challengeFrame} src={challengeFrameUrl(challenge.challengeUrl, window.location.origin)} />
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => onResult("N")}>
            {strings.challengeCancel}
          </button>
        </div>
      </div>
    </CheckoutDialog>
  );
}
