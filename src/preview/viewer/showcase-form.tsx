import { useId, useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { SHOWCASE_LIMITS, validateDocType, type ShowcaseFormValues } from "./showcase-query.ts";
import styles from "./showcase-viewer.module.css";

export interface ShowcaseFormProps {
  values: ShowcaseFormValues;
  /** A message the server found (a blank doc type sent without the browser's check). */
  error?: string;
  /** Query parameters kept across submissions (preview mode), as hidden fields. */
  carried: readonly (readonly [name: string, value: string])[];
}

/**
 * Doc type, layout variant and limit; "Go" puts them in the query (a GET navigation). A blank
 * doc type stays on the page with its message next to the field, and focus goes back to it.
 */
export function ShowcaseForm({ values, error: serverError, carried }: ShowcaseFormProps) {
  const id = useId();
  const docType = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(serverError);
  const hintId = `${id}-doc-type-hint`;
  const errorId = `${id}-doc-type-error`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const message = validateDocType(docType.current?.value ?? "");
    setError(message);
    if (message) {
      event.preventDefault();
      docType.current?.focus();
    }
  }

  return (
    <Form method="get" className={styles.form} noValidate onSubmit={handleSubmit} aria-label="Showcase query">
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-doc-type`}>
          Doc type
        </label>
        <input
          ref={docType}
          id={`${id}-doc-type`}
          className={styles.input}
          name="docType"
          type="text"
          defaultValue={values.docType}
          autoComplete="off"
          spellCheck={false}
          aria-required="true"
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          // The message goes as soon as the field is valid again; it only appears on submit.
          onChange={(event) => {
            if (error && !validateDocType(event.currentTarget.value)) setError(undefined);
          }}
        />
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
        <p id={hintId} className={styles.hint}>
          A block type, such as hero or linked-card.
        </p>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-layout-variant`}>
          Layout variant <span className={styles.optional}>(optional)</span>
        </label>
        <input id={`${id}-layout-variant`} className={styles.input} name="layoutVariant" type="text" defaultValue={values.layoutVariant} autoComplete="off" spellCheck={false} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-limit`}>
          Limit
        </label>
        <select id={`${id}-limit`} className={styles.input} name="limit" defaultValue={String(values.limit)}>
          {SHOWCASE_LIMITS.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.submit}>
        Go
      </button>
    </Form>
  );
}
