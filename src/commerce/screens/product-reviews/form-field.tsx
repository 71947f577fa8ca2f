import { useId, type ReactNode, type Ref } from "react";
import styles from "./reviews.module.css";

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Marks the label "(required)" and the control aria-required. */
  required?: boolean;
  /** Shown under the control, read with it. */
  hint?: ReactNode;
  /** Shows a "n of max characters" counter (the check itself is the form's). */
  maxLength?: number;
  multiline?: boolean;
  name: string;
  autoComplete?: string;
  strings: { required: string; optional: string; charactersUsed: (used: number, max: number) => string };
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled text input or text area with its hint, counter and error message (aria-invalid, aria-describedby). */
export function TextField({ label, value, onChange, error, required, hint, maxLength, multiline, name, autoComplete, strings, inputRef }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const describedBy = [hint ? hintId : "", maxLength ? counterId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    value,
    autoComplete,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
    className: styles.control,
    ref: inputRef,
  };
  const used = value.trim().length;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label} <span className={styles.labelNote}>({required ? strings.required : strings.optional})</span>
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <div className={styles.fieldFoot}>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {maxLength && (
          <p id={counterId} className={[styles.counter, used > maxLength ? styles.counterOver : ""].join(" ")}>
            {strings.charactersUsed(used, maxLength)}
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The message of a failed call (a CommerceApiError's is already the shopper's), in an alert. */
export function CallError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.callError}>
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}
