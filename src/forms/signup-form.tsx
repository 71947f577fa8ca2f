import { useId, type CSSProperties, type FormEvent, type HTMLAttributes } from "react";
import { SafeLink } from "../ui/safe-link.tsx";
import type { FormState } from "./form-state.ts";
import type { FieldValue } from "./validators.ts";
import styles from "./signup-form.module.css";

/**
 * The markup of the signup forms (newsletter, SMS): heading and intro, labelled fields with
 * their messages (`aria-invalid`, `aria-describedby`), a submit button that shows loading, a
 * polite live region for success and a alert for the error notice. Stateless: the blocks hold
 * the state (use-signup-form.ts), stories render each state directly.
 */

export interface TextFieldSpec<Field extends string> {
  kind: "text";
  name: Field;
  label: string;
  type: "email" | "tel" | "text" | "password";
  /** Announced as required (the default); optional fields say so by `false`. */
  required?: boolean;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  hint?: string;
  maxLength?: number;
  /** Rewrites the value when the field loses focus (a phone number into its mask). */
  normaliseOnBlur?: (value: string) => string;
}

export interface CheckboxFieldSpec<Field extends string> {
  kind: "checkbox";
  name: Field;
  label: string;
  /** A policy to accept is required (the default); an opt-in is not. */
  required?: boolean;
  /** A link shown under the label (the privacy policy, the SMS terms). */
  link?: { text: string; url: string; targetAttribute?: "_self" | "_blank" };
}

export type FieldSpec<Field extends string> = TextFieldSpec<Field> | CheckboxFieldSpec<Field>;

export interface SignupFormViewProps<Field extends string> {
  /** The form's accessible name when there is no title. */
  formLabel: string;
  title?: string;
  subtitle?: string;
  /** Sanitised HTML (the `richText` field). */
  richText?: string;
  fields: readonly FieldSpec<Field>[];
  state: FormState<Field>;
  submitText: string;
  submittingText: string;
  /** Announced in the live region: the success message, or a step's instructions. */
  statusMessage?: string;
  onChange: (field: Field, value: FieldValue) => void;
  onSubmit: () => void;
  inputRef?: (field: Field) => (element: HTMLElement | null) => void;
  /** A second button next to submit (the SMS form's "use a different number"). */
  secondaryAction?: { text: string; onClick: () => void };
  alignment?: "left" | "center";
  backgroundColor?: string;
  textColor?: string;
}

export function SignupFormView<Field extends string>(props: SignupFormViewProps<Field>) {
  const { fields, state, onChange, inputRef } = props;
  const id = useId();
  const submitting = state.status === "submitting";
  const titleId = `${id}-title`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) props.onSubmit();
  }

  return (
    <div
      className={[styles.signup, props.alignment === "center" ? styles.center : ""].join(" ")}
      // The button inverts the block's colours, so that it stands out whatever the editor chose.
      style={{ "--signup-bg": props.backgroundColor, "--signup-fg": props.textColor } as CSSProperties}
    >
      <div className={styles.layout}>
        {(props.title || props.subtitle || props.richText) && (
          <div className={styles.intro}>
            {props.title && (
              <h2 id={titleId} className={styles.title}>
                {props.title}
              </h2>
            )}
            {props.subtitle && <p className={styles.subtitle}>{props.subtitle}</p>}
            {props.richText && <div className={styles.text} dangerouslySetInnerHTML={{ __html: props.richText }} />}
          </div>
        )}
        <form
          className={styles.form}
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby={props.title ? titleId : undefined}
          aria-label={props.title ? undefined : props.formLabel}
          aria-busy={submitting}
        >
          {fields.map((field) => {
            const fieldId = `${id}-${field.name}`;
            const error = state.errors[field.name];
            const errorId = `${fieldId}-error`;
            const value = state.values[field.name];
            const errorText = error && (
              <p id={errorId} className={styles.error}>
                <span className={styles.errorIcon} aria-hidden="true">
                  !
                </span>
                {error}
              </p>
            );
            if (field.kind === "checkbox") {
              const linkId = `${fieldId}-link`;
              const describedBy = [error ? errorId : "", field.link ? linkId : ""].filter(Boolean).join(" ") || undefined;
              return (
                <div key={field.name} className={styles.checkField}>
                  <div className={styles.check}>
                    <input
                      ref={inputRef?.(field.name)}
                      id={fieldId}
                      name={field.name}
                      type="checkbox"
                      className={styles.checkbox}
                      checked={value === true}
                      disabled={submitting}
                      aria-required={field.required === false ? undefined : true}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy}
                      onChange={(event) => onChange(field.name, event.currentTarget.checked)}
                    />
                    <label htmlFor={fieldId}>{field.label}</label>
                  </div>
                  {field.link && (
                    <p id={linkId} className={styles.link}>
                      <SafeLink href={field.link.url} target={field.link.targetAttribute}>
                        {field.link.text}
                      </SafeLink>
                    </p>
                  )}
                  {errorText}
                </div>
              );
            }
            const hintId = `${fieldId}-hint`;
            const describedBy = [field.hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
            return (
              <div key={field.name} className={styles.textField}>
                <label htmlFor={fieldId} className={styles.label}>
                  {field.label}
                </label>
                {field.hint && (
                  <p id={hintId} className={styles.hint}>
                    {field.hint}
                  </p>
                )}
                <input
                  ref={inputRef?.(field.name)}
                  id={fieldId}
                  name={field.name}
                  type={field.type}
                  className={styles.input}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  maxLength={field.maxLength}
                  value={typeof value === "string" ? value : ""}
                  disabled={submitting}
                  aria-required={field.required === false ? undefined : true}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => onChange(field.name, event.currentTarget.value)}
                  onBlur={
                    field.normaliseOnBlur
                      ? (event) => {
                          const normalised = field.normaliseOnBlur!(event.currentTarget.value);
                          if (normalised !== event.currentTarget.value) onChange(field.name, normalised);
                        }
                      : undefined
                  }
                />
                {errorText}
              </div>
            );
          })}
          <div className={styles.actions}>
            {/* Not disabled while submitting (focus would be lost): aria-disabled, and the submit is ignored. */}
            <button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
              {submitting && <span className={styles.spinner} aria-hidden="true" />}
              {submitting ? props.submittingText : props.submitText}
            </button>
            {props.secondaryAction && (
              <button type="button" className={styles.secondary} disabled={submitting} onClick={props.secondaryAction.onClick}>
                {props.secondaryAction.text}
              </button>
            )}
          </div>
          <p role="status" className={props.statusMessage ? styles.status : styles.statusEmpty}>
            {props.statusMessage}
          </p>
          {state.status === "error" && (
            <p role="alert" className={styles.notice}>
              {state.submitError}
            </p>
          )}
        </form>
      </div>
    </div>
  );
}
