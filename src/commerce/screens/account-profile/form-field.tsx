import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./account-profile.module.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  name: string;
  label: ReactNode;
  hint?: string;
  /** The field's message; ties it to the input (`aria-invalid`, `aria-describedby`). */
  error?: string;
  wide?: boolean;
}

/** A labelled text input of the profile's forms, with its hint and its message under it. */
export function TextField({ name, label, hint, error, wide, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input id={id} name={name} className={styles.input} type="text" {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
