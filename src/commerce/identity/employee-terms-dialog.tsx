import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { withCommerce } from "../lazy-commerce.ts";
import { identityStrings } from "./identity-strings.ts";
import styles from "./identity.module.css";

/**
 * The employee discount terms (commerce spec §4: an employee accepts them in a dialog after
 * sign-in; employee prices apply only after). "Not now" closes it for this page; it opens again
 * on the next page until accepted.
 */
export default function EmployeeTermsDialog({ open, onOpenChange, siteId, onAccepted }: { open: boolean; onOpenChange(open: boolean): void; siteId: string; onAccepted(): void }) {
  const strings = identityStrings(siteId);
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ kind: "idle" | "working" | "accepted" } | { kind: "failed"; message: string }>({ kind: "idle" });

  async function accept() {
    if (state.kind === "working") return;
    setState({ kind: "working" });
    try {
      await withCommerce(queryClient, siteId, (commerce) => commerce.acceptEmployeeTerms());
      setState({ kind: "accepted" });
      onAccepted();
    } catch (error) {
      setState({ kind: "failed", message: error instanceof Error ? error.message : strings.termsTitle });
    }
  }

  return (
    <Dialog.Root open={open || state.kind === "accepted"} onOpenChange={(next) => (next ? undefined : (setState({ kind: "idle" }), onOpenChange(false)))}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-employee-terms>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{strings.termsTitle}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={strings.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className={`${styles.dialogBody} ${styles.terms}`}>
            {state.kind === "accepted" ? (
              <>
                <p role="status">{strings.termsAccepted}</p>
                <Dialog.Close className={styles.primary}>{strings.continue}</Dialog.Close>
              </>
            ) : (
              <>
                <Dialog.Description>{strings.termsText}</Dialog.Description>
                {state.kind === "failed" && (
                  <p role="alert" className={styles.error}>
                    {state.message}
                  </p>
                )}
                <div className={styles.actions}>
                  <button type="button" className={styles.primary} onClick={accept} aria-disabled={state.kind === "working" || undefined}>
                    {state.kind === "working" ? strings.working : strings.termsAccept}
                  </button>
                  <Dialog.Close className={styles.link}>{strings.termsLater}</Dialog.Close>
                </div>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
