import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from "react";
import type { TrackOrderAnswer } from "../../../../contracts/api/orders.ts";
import { formatDate, siteById } from "../../../../contracts/sites.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import { compose, validateForm, type FieldErrors } from "../../../forms/validators.ts";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice } from "../../ui/notice.tsx";
import { orderProgress, orderWords, progressTone } from "../order-history/order-words.ts";
import { ShipmentTracking } from "../order-history/shipment-tracking.tsx";
import type { TrackOrderProps } from "./schema.ts";
import { normaliseOrderNumber, TRACK_ORDER_FIELDS, trackOrderFailure, trackOrderValidators, type TrackOrderFailure, type TrackOrderField } from "./track-order-rules.ts";
import { trackOrderStrings, type TrackOrderStrings } from "./track-order-strings.ts";
import styles from "./track-order.module.css";

type Values = Record<TrackOrderField, string>;

/**
 * Order tracking for anyone with the order number and its email (commerce spec §7 TrackOrder; no
 * sign-in): the two fields checked on leaving them and on submit (the first wrong one takes the
 * focus), then the order's status and each shipment's tracking. A wrong email is told at the
 * email; an unknown order and too many attempts above the form.
 */
export default function TrackOrder({ blockId, heading, intro }: BlockComponentProps<TrackOrderProps>) {
  const { page } = useEngine();
  const strings = trackOrderStrings(page.siteId);
  const language = siteById(page.siteId).language;
  const validators = useMemo(() => trackOrderValidators(language, strings), [language, strings]);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({ orderNumber: "", email: "" });
  const [errors, setErrors] = useState<FieldErrors<TrackOrderField>>({});
  const [attempted, setAttempted] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<TrackOrderFailure | undefined>();
  const [result, setResult] = useState<TrackOrderAnswer | undefined>();
  const inputs = useRef<Partial<Record<TrackOrderField, HTMLInputElement | null>>>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const ids = { orderNumber: useId(), email: useId() };

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);
  // After the render that enables the fields again (a disabled field takes no focus).
  useEffect(() => {
    if (failure?.field) inputs.current[failure.field]?.focus();
  }, [failure]);

  const check = (field: TrackOrderField, next: Values) => setErrors((current) => ({ ...current, [field]: compose(...validators[field])(next[field], next) }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working) return;
    setAttempted(true);
    const found = validateForm(values, validators);
    setErrors(found);
    const firstInvalid = TRACK_ORDER_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setWorking(true);
    setFailure(undefined);
    setResult(undefined);
    try {
      setResult(await withCommerce(queryClient, page.siteId, (commerce) => commerce.trackOrder(normaliseOrderNumber(values.orderNumber), values.email.trim())));
    } catch (error) {
      setFailure(trackOrderFailure(error, strings, page.siteId));
    } finally {
      setWorking(false);
    }
  }

  const field = (name: TrackOrderField, label: string, hint: string, options: { type: "text" | "email"; autoComplete: string }) => {
    const id = ids[name];
    // A refusal of the API about this field shows as its message until the field changes.
    const message = errors[name] ?? (failure?.field === name ? failure.message : undefined);
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={id}
          name={name}
          type={options.type}
          autoComplete={options.autoComplete}
          autoCapitalize={name === "orderNumber" ? "characters" : "none"}
          spellCheck={false}
          required
          className={styles.input}
          value={values[name]}
          disabled={working}
          aria-invalid={message ? true : undefined}
          aria-describedby={[`${id}-hint`, message ? `${id}-error` : ""].filter(Boolean).join(" ")}
          onChange={(event) => {
            const next = { ...values, [name]: event.currentTarget.value };
            setValues(next);
            if (failure?.field === name) setFailure(undefined);
            if (errors[name]) check(name, next);
          }}
          onBlur={() => {
            if (attempted || values[name].trim() !== "") check(name, values);
          }}
        />
        {message && (
          <p id={`${id}-error`} className={styles.error}>
            <span aria-hidden="true" className={styles.errorIcon}>
              !
            </span>
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.screen} aria-labelledby={headingId} data-screen="track-order" data-block-id={blockId}>
      <h1 id={headingId} className={styles.heading}>
        {heading || strings.heading}
      </h1>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={strings.formLabel} aria-busy={working}>
          <p className={styles.intro}>{intro || strings.intro}</p>
          {failure && !failure.field && <Notice notice={{ type: "error", level: "top", message: failure.message, code: failure.code }} />}
          {field("orderNumber", strings.orderNumber, strings.orderNumberHint, { type: "text", autoComplete: "off" })}
          {field("email", strings.email, strings.emailHint, { type: "email", autoComplete: "email" })}
          <button type="submit" className={styles.primaryButton} disabled={working} aria-busy={working}>
            {working ? strings.working : strings.submit}
          </button>
        </form>
        {result && <TrackedOrder order={result} siteId={page.siteId} strings={strings} headingRef={resultHeading} />}
      </div>
    </section>
  );
}

function TrackedOrder({ order, siteId, strings, headingRef }: { order: TrackOrderAnswer; siteId: string; strings: TrackOrderStrings; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const words = orderWords(siteId);
  const progress = orderProgress(order);
  const titleId = useId();
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        {strings.resultTitle(order.orderNumber)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{strings.placedOn}</dt>
          <dd>{formatDate(new Date(order.createdAt), siteById(siteId))}</dd>
        </div>
        <div>
          <dt>{strings.status}</dt>
          <dd>
            <span className={styles.badge} data-tone={progressTone(progress)}>
              {words.progress[progress]}
            </span>
          </dd>
        </div>
      </dl>
      {order.shipments.length > 0 ? (
        order.shipments.map((shipment) => <ShipmentTracking key={shipment.shippingId} shipment={shipment} siteId={siteId} headingLevel={3} />)
      ) : (
        <p className={styles.muted}>{strings.noShipment}</p>
      )}
    </section>
  );
}
