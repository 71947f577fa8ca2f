import { cloneElement, useRef, type MouseEvent, type Ref, type ReactElement, type ReactNode, type RefObject } from "react";
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  /** The button that opens it (focus goes back to it on close). */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  /** Without a trigger: where focus goes back on close. */
  returnFocus?: RefObject<HTMLElement | null>;
}

// Radix and the dialog's markup load when a form first opens, not with the reviews.
const RadixFormDialog = lazyDialog(() => import("./form-dialog-radix.tsx").then((module) => module.RadixFormDialog));

/**
 * The house dialog (see src/blocks/dialog) for the review and question forms: its opener, then a
 * Radix modal (form-dialog-radix.tsx). The whole screen on small screens, a centred card from md.
 */
export function FormDialog({ trigger, ...dialog }: FormDialogProps) {
  // Focus goes back to the opener on close (Safari does not focus a clicked button).
  const openerRef = useRef<HTMLElement | null>(null);
  const opener =
    trigger &&
    cloneElement(trigger, {
      // The opener's own ref (if it has one) still gets the element.
      ref: (element: HTMLElement | null) => {
        openerRef.current = element;
        const own = (trigger.props as { ref?: Ref<HTMLElement | null> }).ref;
        if (typeof own === "function") own(element);
        else if (own) own.current = element;
      },
      "aria-haspopup": "dialog",
      "aria-expanded": dialog.open,
      onClick: (event: MouseEvent<HTMLElement>) => {
        trigger.props.onClick?.(event);
        if (!event.defaultPrevented) dialog.onOpenChange(true);
      },
    } as Record<string, unknown>);
  return (
    <>
      {opener}
      <RadixFormDialog {...dialog} returnFocus={dialog.returnFocus ?? (trigger ? openerRef : undefined)} />
    </>
  );
}
