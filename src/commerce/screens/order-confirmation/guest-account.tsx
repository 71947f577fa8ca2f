import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { withCommerce } from "../../lazy-commerce.ts";
import { cartQuery } from "../../cart/cart-state.ts";
import { rememberSignIn } from "../../cart/merged-cart.ts";
import { genericMessage } from "../../errors/messages.ts";
import { Notice } from "../../ui/notice.tsx";
import { orderConfirmationStrings } from "./order-confirmation-strings.ts";
import type { OrderAnswer } from "./placed-order.ts";
import styles from "./order-confirmation.module.css";

type Mode = "sign-in" | "create";
type Status = { state: "idle" } | { state: "working" } | { state: "failed"; message: string } | { state: "attached" };

/**
 * A guest's way to keep the order (commerce spec §7 token call: `orderNo` + `st`): sign in, or
 * create an account and sign in; the BFF's sign-in hands the order number and its tracking
 * secret to the token call, which makes the order the member's.
 */
export function GuestAccount({ order }: { order: OrderAnswer }) {
  const strings = orderConfirmationStrings(order.siteId);
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>("create");
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const headingId = useId();
  const errorId = useId();
  const ids = { email: useId(), password: useId(), firstName: useId(), lastName: useId(), hint: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.state === "working") return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "").trim();
    const username = field("email");
    const password = String(form.get("password") ?? "");
    setStatus({ state: "working" });
    try {
      // Signing in swaps the guest's cart for the member's (spec §4): the cart screen's merged-cart notice reads this record.
      const before = queryClient.getQueryData(cartQuery(order.siteId).queryKey)?.totalItems ?? 0;
      const session = await withCommerce(queryClient, order.siteId, async (commerce) => {
        if (mode === "create") {
          await commerce.signUp({ consumerProfile: { consumerDetails: { email: username, password, firstName: field("firstName"), lastName: field("lastName") } } });
        }
        return commerce.signIn({ username, password, orderNo: order.orderNumber, st: order.st });
      });
      rememberSignIn(order.siteId, before, session.mergedCartItemCountIncreased);
      // The member's cart (if any) is the shopper's cart now.
      await queryClient.invalidateQueries({ queryKey: cartQuery(order.siteId).queryKey });
      setStatus({ state: "attached" });
    } catch (error) {
      setStatus({ state: "failed", message: error instanceof Error && error.message ? error.message : genericMessage(order.siteId) });
    }
  }

  if (status.state === "attached") return <Notice notice={{ type: "success", level: "top", message: strings.attached, code: "order-attached" }} />;

  const failed = status.state === "failed";
  return (
    <section className={styles.guest} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {strings.guestTitle}
      </h2>
      <p className={styles.muted}>{strings.guestText}</p>
      <div className={styles.modes} role="group" aria-label={strings.guestTitle}>
        {(["create", "sign-in"] as const).map((candidate) => (
          <button key={candidate} type="button" aria-pressed={mode === candidate} className={styles.mode} onClick={() => (setMode(candidate), setStatus({ state: "idle" }))}>
            {candidate === "create" ? strings.createAccountTab : strings.signInTab}
          </button>
        ))}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate={false} aria-describedby={failed ? errorId : undefined}>
        {mode === "create" && (
          <div className={styles.row}>
            <label htmlFor={ids.firstName}>
              {strings.firstName}
              <input id={ids.firstName} name="firstName" autoComplete="given-name" required defaultValue={order.billingAddress?.recipientFirstName ?? ""} />
            </label>
            <label htmlFor={ids.lastName}>
              {strings.lastName}
              <input id={ids.lastName} name="lastName" autoComplete="family-name" required defaultValue={order.billingAddress?.recipientLastName ?? ""} />
            </label>
          </div>
        )}
        <label htmlFor={ids.email}>
          {strings.email}
          <input id={ids.email} name="email" type="email" autoComplete="email" required defaultValue={order.email} />
        </label>
        <label htmlFor={ids.password}>
          {strings.password}
          <input
            id={ids.password}
            name="password"
            type="password"
            required
            minLength={mode === "create" ? 8 : undefined}
            autoComplete={mode === "create" ? "new-password" : "current-password"}
            aria-describedby={mode === "create" ? ids.hint : undefined}
          />
        </label>
        {mode === "create" && (
          <p id={ids.hint} className={styles.hint}>
            {strings.passwordHint}
          </p>
        )}
        {failed && (
          <div id={errorId}>
            <Notice notice={{ type: "error", level: "input", message: status.message }} />
          </div>
        )}
        <button type="submit" className={styles.primary} aria-busy={status.state === "working"} disabled={status.state === "working"}>
          {status.state === "working" ? strings.working : mode === "create" ? strings.createAccount : strings.signIn}
        </button>
      </form>
    </section>
  );
}
