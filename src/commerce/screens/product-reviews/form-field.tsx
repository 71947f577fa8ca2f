import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import type { FieldErrors } from "./review-form-checks.ts";
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

/** The nickname field of the review and question forms: required of guests; a member may leave it empty. */
export function NicknameField({ value, onChange, error, required, strings, inputRef }: Pick<TextFieldProps, "value" | "onChange" | "error" | "required" | "inputRef"> & {
  strings: TextFieldProps["strings"] & { nickname: string; nicknameMemberHint: string };
}) {
  return (
    <TextField
      name="nickname"
      label={strings.nickname}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      hint={required ? undefined : strings.nicknameMemberHint}
      autoComplete="nickname"
      strings={strings}
      inputRef={inputRef}
    />
  );
}

/** A form's end: the failed call's message, then the submit button (aria-busy while sending). */
export function FormActions({ callError, sending, label, sendingLabel }: { callError: unknown; sending: boolean; label: string; sendingLabel: string }) {
  return (
    <>
      <CallError error={callError} />
      <div className={styles.formActions}>
        <button type="submit" className={styles.primaryButton} aria-busy={sending || undefined}>
          {sending ? sendingLabel : label}
        </button>
      </div>
    </>
  );
}

export interface DialogFormOptions<Values, Field extends string> {
  /** The values of an empty form (and after reset). */
  empty: Values;
  /** The form's errors by field (none: it is sent). */
  check: (values: Values) => FieldErrors<Field>;
  /** The fields in the form's order: on a failed check, focus goes to the first with an error. */
  order: readonly Field[];
  /** Sends the checked values, then does what follows success; a throw is shown as the call error. */
  send: (values: Values, form: { reset: () => void; close: () => void }) => Promise<void>;
}

/**
 * The plumbing of a form in a FormDialog: open state, values, errors checked on submit (focus
 * on the first wrong field), sending (submits wait), the failed call's error (cleared on close).
 */
export function useDialogForm<Values extends object, Field extends string>({ empty, check, order, send }: DialogFormOptions<Values, Field>) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [callError, setCallError] = useState<unknown>(undefined);
  const fields = useRef(new Map<Field, HTMLElement | null>());

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A corrected field loses its message at once; others wait for the next submit.
    if (errors[key as unknown as Field]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const reset = () => setValues(empty);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setCallError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check(values);
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) return fields.current.get(first)?.focus();
    setSending(true);
    setCallError(undefined);
    try {
      await send(values, { reset, close: () => setOpen(false) });
    } catch (failure) {
      setCallError(failure);
    } finally {
      setSending(false);
    }
  };

  /** The ref of a field's control, for the focus on a failed check. */
  const fieldRef = (field: Field) => (element: HTMLElement | null) => void fields.current.set(field, element);

  return { open, openChange, values, errors, sending, callError, change, reset, submit, fieldRef };
}
