import type { FieldErrors, FieldValue } from "./validators.ts";

/**
 * The state machine of a signup form (content spec §4 Newsletter form):
 *
 *   idle ──submit (valid)──▶ submitting ──succeeded──▶ success (fields reset)
 *     ▲  ╰─submit (invalid): idle, errors shown, focus  ╰──failed──▶ error (the thrown message)
 *     ╰────────────── change (from success or error) ◀──────────────╯
 *
 * `reset` starts over from the initial values (a form shown again for a new step).
 * While submitting, changes and further submits are ignored (the fields are disabled). After a
 * first submit, a changed field is validated again as it is typed, so its message goes away as
 * soon as it is fixed.
 */
export type FormStatus = "idle" | "submitting" | "success" | "error";

export interface FormState<Field extends string> {
  status: FormStatus;
  values: Readonly<Record<Field, FieldValue>>;
  errors: FieldErrors<Field>;
  /** The message of the failed submission (status error). */
  submitError?: string;
  /** A submit was tried: fields are validated as they change. */
  attempted: boolean;
  /** Raised by each invalid submit: the form moves focus to `focusField`. */
  focusRequest: number;
  /** The first invalid field, in the form's order, of the last invalid submit. */
  focusField?: Field;
}

export type FormAction<Field extends string> =
  | { type: "change"; field: Field; value: FieldValue }
  | { type: "submit" }
  | { type: "succeeded" }
  | { type: "failed"; message: string }
  | { type: "reset" };

export function initialFormState<Field extends string>(values: Readonly<Record<Field, FieldValue>>): FormState<Field> {
  return { status: "idle", values, errors: {}, attempted: false, focusRequest: 0 };
}

/**
 * The reducer of a form with these initial values (restored on success) and this validation.
 * The form's field order (for focus) is the order of `initialValues`' keys unless given.
 */
export function createFormReducer<Field extends string>(
  initialValues: Readonly<Record<Field, FieldValue>>,
  validate: (values: Readonly<Record<Field, FieldValue>>) => FieldErrors<Field>,
  order: readonly Field[] = Object.keys(initialValues) as Field[],
) {
  return function formReducer(state: FormState<Field>, action: FormAction<Field>): FormState<Field> {
    switch (action.type) {
      case "change": {
        if (state.status === "submitting") return state;
        const values = { ...state.values, [action.field]: action.value };
        const errors = { ...state.errors };
        if (state.attempted) {
          const message = validate(values)[action.field];
          if (message === undefined) delete errors[action.field];
          else errors[action.field] = message;
        }
        return { ...state, status: "idle", values, errors, submitError: undefined };
      }
      case "submit": {
        if (state.status === "submitting") return state;
        const errors = validate(state.values);
        if (Object.keys(errors).length > 0) {
          return { ...state, status: "idle", errors, submitError: undefined, attempted: true, focusRequest: state.focusRequest + 1, focusField: firstInvalidField(order, errors) };
        }
        return { ...state, status: "submitting", errors: {}, submitError: undefined, attempted: true };
      }
      case "succeeded":
        if (state.status !== "submitting") return state;
        return { ...initialFormState(initialValues), status: "success", focusRequest: state.focusRequest, focusField: state.focusField };
      case "failed":
        if (state.status !== "submitting") return state;
        return { ...state, status: "error", submitError: action.message };
      case "reset":
        return { ...initialFormState(initialValues), focusRequest: state.focusRequest };
    }
  };
}

/** The first field, in the form's order, that has a message. */
export function firstInvalidField<Field extends string>(order: readonly Field[], errors: FieldErrors<Field>): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}
