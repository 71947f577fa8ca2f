import type { InputHTMLAttributes, ReactNode } from "react";
import { Notice } from "../../../ui/notice.tsx";
import styles from "./payment.module.css";

export interface PaymentFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  /** The input's id and name. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error: shown under it, tied by aria-describedby, the input marked invalid. */
  error?: string;
  /** Shown beside the input (the card's brand). */
  after?: ReactNode;
  /** Announce the error when it appears (an answer's, not the form's own check, which moves the focus). */
  live?: boolean;
}

/** A labelled text input of the billing step, its hint and its error tied to it. */
export function PaymentField({ id, label, hint, error, after, live, className, ...input }: PaymentFieldProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.inputRow}>
        <input id={id} name={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
        {after}
      </div>
      <FieldError id={`${id}-error`} message={error} live={live} />
    </div>
  );
}

/** A field's error message (an icon and the text, not colour alone). */
export function FieldError({ id, message, live }: { id: string; message: string | undefined; live?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role={live ? "alert" : undefined}>
      <span aria-hidden="true" className={styles.errorIcon}>
        !
      </span>
      {message}
    </p>
  );
}

/** A form's one submit button: disabled and saying so while its call runs. */
export function SubmitButton({ label, working, pending, secondary = false }: { label: string; working: string; pending: boolean; secondary?: boolean }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={secondary ? styles.secondary : styles.primary} disabled={pending} aria-busy={pending || undefined}>
        {pending ? working : label}
      </button>
    </div>
  );
}

/** A call's problem at the top of its section (the spec's "inline notice at the top"). */
export function SectionError({ call }: { call: { sectionError: string | undefined; problem: { errorId: string } | undefined } }) {
  if (!call.sectionError) return null;
  return <Notice notice={{ type: "error", level: "top", message: call.sectionError, code: call.problem?.errorId }} />;
}
