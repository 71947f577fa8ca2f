import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from "react";
import type { FieldErrors } from "../../../forms/validators.ts";

/** The text values of a form's fields by name (checkboxes of one name: the last ticked; read lists with FormData). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * The messages of an uncontrolled form (content spec §5 validators): a field the shopper changed
 * is checked when it loses focus (one only passed through is not: a field focused for them, then
 * left, is no mistake), every field on submit, and after a failed submit (or a server error at a
 * field) the first field in error takes the focus. `check` answers the messages of the whole
 * form; `fieldOf` names the field of an input (its name by default). Give the form `onChange`
 * and `onBlur`.
 */
export function useFormErrors<Field extends string>(check: (form: HTMLFormElement) => FieldErrors<Field>, fieldOf: (inputName: string) => Field | undefined = (name) => name as Field) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const changed = useRef(new Set<string>());

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) changed.current.add(name);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    const field = name ? fieldOf(name) : undefined;
    if (!field || !name || !changed.current.has(name)) return;
    const message = check(event.currentTarget)[field];
    setErrors((current) => {
      if (current[field] === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });
  };

  /** Checks every field: true when the form is valid; otherwise its messages show and the first field in error takes focus. */
  const checkAll = (): boolean => {
    const form = formRef.current;
    if (!form) return false;
    // Checked once, every field is checked again as it is left.
    for (const element of Array.from(form.elements) as HTMLInputElement[]) if (element.name) changed.current.add(element.name);
    const found = check(form);
    setErrors(found);
    const valid = Object.keys(found).length === 0;
    if (!valid) setFocusRequest((count) => count + 1);
    return valid;
  };

  /** A server's message at one field, which takes focus. */
  const showAt = useCallback((field: Field, message: string) => {
    setErrors({ [field]: message } as FieldErrors<Field>);
    setFocusRequest((count) => count + 1);
  }, []);

  /** After the form was emptied (a saved password): nothing typed, nothing to say. */
  const clear = useCallback(() => {
    changed.current.clear();
    setErrors({});
  }, []);

  return { formRef, errors, onChange, onBlur, checkAll, showAt, clear };
}
