import { useCallback, useRef, useState, type ChangeEvent } from "react";
import type { FieldErrors } from "../../../forms/validators.ts";

export type ServiceFormValues<Field extends string> = Readonly<Record<Field, string>>;

/** What a field's control needs from the form: its value, handlers, focus ref and message. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

export interface ServiceForm<Field extends string> {
  values: ServiceFormValues<Field>;
  errors: FieldErrors<Field>;
  /** The props of a field's control (TextField, SelectField, TextAreaField). */
  bind: (field: Field) => BoundField;
  change: (field: Field, value: string) => void;
  /**
   * Validates every field: answers the values when they pass; otherwise shows every message and
   * moves the focus to the first invalid field (in the order of the initial values).
   */
  check: () => ServiceFormValues<Field> | undefined;
  /** The server refused a field: its message goes under it, and the focus to it. */
  refuse: (field: Field, message: string) => void;
  /** Back to `values` (the initial ones by default), without messages. */
  reset: (values?: ServiceFormValues<Field>) => void;
  focus: (field: Field) => void;
}

/**
 * The state of a service form (gift card balance, contact us, warranty), validated as the
 * checkout's and the signup forms' are: a field is checked when it loses focus with something in
 * it, every field on submit (the first invalid one takes the focus), and a field showing a message
 * again as it changes, so that the message goes as soon as it is fixed. A change also checks again
 * the other fields showing a message, whose rule may depend on it (the order number a subject
 * requires). `validate` answers the message of every invalid field (`validateForm`).
 */
export function useServiceForm<Field extends string>(initial: ServiceFormValues<Field>, validate: (values: ServiceFormValues<Field>) => FieldErrors<Field>): ServiceForm<Field> {
  const [state, setState] = useState<{ values: ServiceFormValues<Field>; errors: FieldErrors<Field> }>({ values: initial, errors: {} });
  const order = useRef(Object.keys(initial) as Field[]).current;
  const elements = useRef(new Map<Field, HTMLElement>());
  const refs = useRef(new Map<Field, (element: HTMLElement | null) => void>());

  const focus = useCallback((field: Field) => elements.current.get(field)?.focus(), []);

  const change = (field: Field, value: string) =>
    setState((current) => {
      const values = { ...current.values, [field]: value };
      const messages = validate(values);
      const errors: FieldErrors<Field> = {};
      for (const shown of Object.keys(current.errors) as Field[]) {
        if (messages[shown] !== undefined) errors[shown] = messages[shown];
      }
      return { values, errors };
    });

  const blur = (field: Field) => {
    if (!state.values[field].trim()) return;
    const message = validate(state.values)[field];
    if (message === state.errors[field]) return;
    setState((current) => ({ ...current, errors: withMessage(current.errors, field, message) }));
  };

  const check = () => {
    const errors = validate(state.values);
    setState((current) => ({ ...current, errors }));
    const first = order.find((field) => errors[field] !== undefined);
    if (first === undefined) return state.values;
    focus(first);
    return undefined;
  };

  const refuse = (field: Field, message: string) => {
    setState((current) => ({ ...current, errors: { ...current.errors, [field]: message } }));
    focus(field);
  };

  const reset = (values: ServiceFormValues<Field> = initial) => setState({ values, errors: {} });

  const inputRef = (field: Field) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refs.current.set(field, ref);
    }
    return ref;
  };

  const bind = (field: Field): BoundField => ({
    name: field,
    value: state.values[field],
    error: state.errors[field],
    onChange: (event) => change(field, event.currentTarget.value),
    onBlur: () => blur(field),
    ref: inputRef(field),
  });

  return { values: state.values, errors: state.errors, bind, change, check, refuse, reset, focus };
}

function withMessage<Field extends string>(errors: FieldErrors<Field>, field: Field, message: string | undefined): FieldErrors<Field> {
  const next = { ...errors };
  if (message === undefined) delete next[field];
  else next[field] = message;
  return next;
}
