import { useId, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { siteById } from "../../../../contracts/sites.ts";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import { SignupFormView } from "../../../forms/signup-form.tsx";
import { useSignupForm } from "../../../forms/use-signup-form.ts";
import { rulesFor, type FormValidators } from "../../../forms/validators.ts";
import { announceSessionChange } from "../../identity/session-events.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { associateLoginStrings } from "./associate-login-strings.ts";
import type { AssociateLoginProps } from "./schema.ts";
import styles from "../sign-up/sign-up.module.css";

type Field = "storeId" | "employeeId" | "password";
const INITIAL = { storeId: "", employeeId: "", password: "" };

export function associateLoginValidators(language: string): FormValidators<Field> {
  const rules = rulesFor(language);
  return { storeId: [rules.required(), rules.maxLength(64)], employeeId: [rules.required(), rules.maxLength(64)], password: [rules.required()] };
}

/**
 * Agent login (commerce spec §6 In-store associate): the BFF keeps the associate's tokens like a
 * shopper's; the header then shows the store and the associate (buy-in-store mode). Wrong
 * credentials and an unknown store (STR404) show the catalogue's messages.
 */
export default function AssociateLogin({ blockId, heading }: BlockComponentProps<AssociateLoginProps>) {
  const { page } = useEngine();
  const { language } = siteById(page.siteId);
  const strings = associateLoginStrings(page.siteId);
  const queryClient = useQueryClient();
  const validators = useMemo(() => associateLoginValidators(language), [language]);
  const form = useSignupForm<Field>(INITIAL, validators, language);
  const [connected, setConnected] = useState<{ storeName: string; storeEmployeeName: string }>();
  const headingId = useId();

  return (
    <section className={styles.signUp} aria-labelledby={headingId} data-screen="associate-login" data-block-id={blockId}>
      <h1 id={headingId} className={styles.heading}>
        {heading || strings.heading}
      </h1>
      {connected ? (
        <div className={styles.done}>
          <p role="status">{strings.connected(connected.storeName, connected.storeEmployeeName)}</p>
          <p className={styles.intro}>{strings.connectedHint}</p>
          <a className={styles.primary} href={`/${page.localePath}`}>
            {strings.startShopping}
          </a>
        </div>
      ) : (
        <>
          <p className={styles.intro}>{strings.intro}</p>
          <SignupFormView
            formLabel={strings.heading}
            fields={[
              { kind: "text", name: "storeId", label: strings.store, type: "text", autoComplete: "off", maxLength: 64 },
              { kind: "text", name: "employeeId", label: strings.employeeId, type: "text", autoComplete: "username", maxLength: 64 },
              { kind: "text", name: "password", label: strings.password, type: "password", autoComplete: "current-password", maxLength: 1024 },
            ]}
            state={form.state}
            submitText={strings.signIn}
            submittingText={strings.working}
            onChange={form.change}
            inputRef={form.inputRef}
            onSubmit={() =>
              form.submit(async (values) => {
                const answer = await withCommerce(queryClient, page.siteId, (commerce) =>
                  commerce.signInAssociate({ storeId: String(values.storeId).trim(), employeeId: String(values.employeeId).trim(), password: String(values.password) }),
                );
                setConnected(answer.associate);
                announceSessionChange();
              })
            }
          />
        </>
      )}
    </section>
  );
}
