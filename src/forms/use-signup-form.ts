import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { createFormReducer, initialFormState, type FormState } from "./form-state.ts";
import { submitErrorMessage } from "./form-texts.ts";
import { validateForm, type FieldValue, type FormValidators } from "./validators.ts";

export interface SignupFormControls<Field extends string> {
  state: FormState<Field>;
  change: (field: Field, value: FieldValue) => void;
  /** Validates; when valid runs `send` (submitting), then success or the error notice. */
  submit: (send: (values: Readonly<Record<Field, FieldValue>>) => Promise<void>) => Promise<void>;
  /** The ref callback of a field's input: invalid submits move focus to the first invalid one. */
  inputRef: (field: Field) => (element: HTMLElement | null) => void;
  /** Moves focus to a field (a new step's first field). */
  focus: (field: Field) => void;
  /** Back to the initial values, without messages. */
  reset: () => void;
}

/**
 * The React side of a signup form: the pure reducer of form-state.ts, focus on the first invalid
 * field after a submit, and the submission itself. `initialValues` and `validators` must keep
 * their identity across renders (module constants or memoised).
 */
export function useSignupForm<Field extends string>(
  initialValues: Readonly<Record<Field, FieldValue>>,
  validators: FormValidators<Field>,
  language: string,
): SignupFormControls<Field> {
  const reducer = useMemo(() => createFormReducer<Field>(initialValues, (values) => validateForm(values, validators)), [initialValues, validators]);
  const [state, dispatch] = useReducer(reducer, initialValues, initialFormState);
  const inputs = useRef(new Map<Field, HTMLElement>());
  // The status as of the last event, not the last render: a double click submits once.
  const inFlight = useRef(false);

  useEffect(() => {
    if (state.focusRequest > 0 && state.focusField !== undefined) inputs.current.get(state.focusField)?.focus();
  }, [state.focusRequest, state.focusField]);

  const change = useCallback((field: Field, value: FieldValue) => dispatch({ type: "change", field, value }), []);

  const submit = useCallback(
    async (send: (values: Readonly<Record<Field, FieldValue>>) => Promise<void>) => {
      if (inFlight.current) return;
      dispatch({ type: "submit" });
      if (Object.keys(validateForm(state.values, validators)).length > 0) return;
      inFlight.current = true;
      try {
        await send(state.values);
        dispatch({ type: "succeeded" });
      } catch (error) {
        dispatch({ type: "failed", message: submitErrorMessage(error, language) });
      } finally {
        inFlight.current = false;
      }
    },
    [state.values, validators, language],
  );

  const refs = useRef(new Map<Field, (element: HTMLElement | null) => void>());
  const inputRef = useCallback((field: Field) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => {
        if (element) inputs.current.set(field, element);
        else inputs.current.delete(field);
      };
      refs.current.set(field, ref);
    }
    return ref;
  }, []);

  const focus = useCallback((field: Field) => inputs.current.get(field)?.focus(), []);

  const reset = useCallback(() => dispatch({ type: "reset" }), []);

  return { state, change, submit, inputRef, focus, reset };
}
