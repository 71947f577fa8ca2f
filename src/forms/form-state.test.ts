import { describe, expect, test } from "vitest";
import { createFormReducer, firstInvalidField, initialFormState, type FormAction, type FormState } from "./form-state.ts";
import { rules, validateForm } from "./validators.ts";

type Field = "email" | "consent";
const INITIAL = { email: "", consent: false } as const;
const validators = { email: [rules.required(), rules.email()], consent: [rules.requiredCheckbox()] };
const reducer = createFormReducer<Field>(INITIAL, (values) => validateForm(values, validators));

const VALID = { email: "hiker@example.com", consent: true };

/** A state from a partial one (a factory, not literals copied between rows). */
const state = (fields: Partial<FormState<Field>> = {}): FormState<Field> => ({ ...initialFormState<Field>(INITIAL), ...fields });

const rows: [string, FormState<Field>, FormAction<Field>, Partial<FormState<Field>>][] = [
  ["idle: typing changes the value, no message before a submit", state(), { type: "change", field: "email", value: "x" }, { status: "idle", values: { email: "x", consent: false }, errors: {} }],
  [
    "idle: an invalid submit stays idle, shows every message and asks focus for the first invalid field",
    state({ values: { email: "nope", consent: false } }),
    { type: "submit" },
    { status: "idle", attempted: true, focusRequest: 1, focusField: "email", errors: { email: "Email is not valid", consent: "Please check this box to continue" } },
  ],
  [
    "idle: an invalid submit with a good email asks focus for the checkbox",
    state({ values: { email: "hiker@example.com", consent: false } }),
    { type: "submit" },
    { status: "idle", focusRequest: 1, focusField: "consent", errors: { consent: "Please check this box to continue" } },
  ],
  ["idle: a valid submit starts submitting", state({ values: VALID }), { type: "submit" }, { status: "submitting", errors: {}, attempted: true, focusRequest: 0 }],
  [
    "after a submit, a fixed field loses its message as it is typed",
    state({ values: { email: "nope", consent: true }, attempted: true, errors: { email: "Email is not valid" } }),
    { type: "change", field: "email", value: "hiker@example.com" },
    { errors: {} },
  ],
  [
    "after a submit, a field broken again gets its new message",
    state({ values: { email: "nope", consent: true }, attempted: true, errors: { email: "Email is not valid" } }),
    { type: "change", field: "email", value: "" },
    { errors: { email: "This field is required" } },
  ],
  [
    "after a submit, changing one field leaves the others' messages",
    state({ values: { email: "nope", consent: false }, attempted: true, errors: { email: "Email is not valid", consent: "Please check this box to continue" } }),
    { type: "change", field: "consent", value: true },
    { errors: { email: "Email is not valid" } },
  ],
  ["submitting: changes are ignored (fields disabled)", state({ status: "submitting", values: VALID }), { type: "change", field: "email", value: "other@example.com" }, { status: "submitting", values: VALID }],
  ["submitting: a second submit is ignored", state({ status: "submitting", values: VALID }), { type: "submit" }, { status: "submitting" }],
  ["submitting → success: the fields reset", state({ status: "submitting", values: VALID, attempted: true }), { type: "succeeded" }, { status: "success", values: INITIAL, errors: {}, attempted: false }],
  ["submitting → error: the thrown message, values kept", state({ status: "submitting", values: VALID }), { type: "failed", message: "Sign in to use your account" }, { status: "error", submitError: "Sign in to use your account", values: VALID }],
  ["success: typing again goes back to idle", state({ status: "success" }), { type: "change", field: "email", value: "a" }, { status: "idle", values: { email: "a", consent: false } }],
  ["error: typing again goes back to idle and clears the notice", state({ status: "error", submitError: "Nope", values: VALID }), { type: "change", field: "email", value: "b@example.com" }, { status: "idle", submitError: undefined }],
  ["error: submitting again", state({ status: "error", submitError: "Nope", values: VALID }), { type: "submit" }, { status: "submitting", submitError: undefined }],
  ["idle: a late success is ignored", state({ values: VALID }), { type: "succeeded" }, { status: "idle", values: VALID }],
  ["idle: a late failure is ignored", state({ values: VALID }), { type: "failed", message: "late" }, { status: "idle", values: VALID }],
  ["reset: initial values, no messages, focus counter kept", state({ status: "error", values: VALID, attempted: true, errors: { email: "x" }, submitError: "x", focusRequest: 3 }), { type: "reset" }, { ...initialFormState<Field>(INITIAL), focusRequest: 3 }],
];

describe("form state machine", () => {
  test.each(rows)("%s", (_name, before, action, expected) => {
    expect(reducer(before, action)).toMatchObject(expected);
  });

  test("the reducer never changes the state it is given", () => {
    for (const [, before, action] of rows) {
      const copy = structuredClone(before);
      reducer(before, action);
      expect(before).toEqual(copy);
    }
  });

  test("a whole run: invalid, fixed, submitted, failed, retried, succeeded", () => {
    const actions: FormAction<Field>[] = [
      { type: "submit" },
      { type: "change", field: "email", value: "hiker@example.com" },
      { type: "change", field: "consent", value: true },
      { type: "submit" },
      { type: "failed", message: "The shop is temporarily unavailable" },
      { type: "submit" },
      { type: "succeeded" },
    ];
    const statuses = [] as string[];
    actions.reduce((current, action) => {
      const next = reducer(current, action);
      statuses.push(next.status);
      return next;
    }, state());
    expect(statuses).toEqual(["idle", "idle", "idle", "submitting", "error", "submitting", "success"]);
  });

  test("the first invalid field follows the form's order, not the errors' order", () => {
    expect(firstInvalidField(["email", "consent"], { consent: "x", email: "y" })).toBe("email");
    expect(firstInvalidField(["email", "consent"], {})).toBeUndefined();
  });
});
