import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { BoundField } from "./use-service-form.ts";
import styles from "./service-form.module.css";

/**
 * The controls of the service forms (gift card balance, contact us, warranty), in the checkout's
 * look: a label, an optional hint, the control, its message under it, tied by `aria-describedby`
 * and marked with `aria-invalid`. Ids are `${id}`, `${id}-hint`, `${id}-error`.
 */

interface FrameProps {
  id: string;
  label: string;
  /** Marks the label "(optional)" in the site's words. */
  optionalText?: string;
  hint?: ReactNode;
  /** Text under the control (a character count), announced with it. */
  after?: ReactNode;
  /** Takes the whole row of a two-column grid. */
  wide?: boolean;
}

type Bound = Partial<BoundField>;

function describedBy(id: string, hint: unknown, error: unknown, after: unknown): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : "", after ? `${id}-after` : ""].filter(Boolean).join(" ") || undefined;
}

function Frame({ id, label, optionalText, hint, after, wide, error, children }: FrameProps & { error?: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalText && <span className={styles.optional}> {optionalText}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {after && (
        <p id={`${id}-after`} className={styles.after}>
          {after}
        </p>
      )}
    </div>
  );
}

export function TextField({ id, label, optionalText, hint, after, wide, error, className, ...input }: FrameProps & Bound & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | keyof BoundField>) {
  return (
    <Frame {...{ id, label, optionalText, hint, after, wide, error }}>
      <input
        id={id}
        className={`${styles.input} ${className ?? ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, after)}
        aria-required={optionalText ? undefined : true}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({ id, label, optionalText, hint, after, wide, error, className, ...textarea }: FrameProps & Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | keyof BoundField>) {
  return (
    <Frame {...{ id, label, optionalText, hint, after, wide, error }}>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea} ${className ?? ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, after)}
        aria-required={optionalText ? undefined : true}
        {...textarea}
      />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select whose first option (value "") asks for a choice. */
export function SelectField({
  id,
  label,
  optionalText,
  hint,
  after,
  wide,
  error,
  placeholder,
  options,
  className,
  ...select
}: FrameProps & Bound & { placeholder: string; options: readonly SelectOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | keyof BoundField>) {
  return (
    <Frame {...{ id, label, optionalText, hint, after, wide, error }}>
      <select id={id} className={`${styles.input} ${className ?? ""}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error, after)} aria-required={optionalText ? undefined : true} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/**
 * A form's submit button. While its call runs it says so and ignores clicks, but stays enabled
 * (`aria-disabled`): a disabled button would drop the focus.
 */
export function SubmitButton({ label, working, pending }: { label: string; working: string; pending: boolean }) {
  return (
    <button type="submit" className={styles.primary} aria-disabled={pending || undefined}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending ? working : label}
    </button>
  );
}
