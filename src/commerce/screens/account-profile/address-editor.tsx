import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { AccountAddressAnswer } from "../../../../contracts/api/consumer.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { AddressFields, addressErrors, addressFromForm } from "../checkout/address-form.tsx";
import { ADDRESS_FIELDS, addressBodyOfAnswer, type AddressField } from "../checkout/address-rules.ts";
import { accountProblem } from "./account-errors.ts";
import { storeAddress } from "./account-profile-queries.ts";
import type { AccountProfileStrings } from "./account-profile-strings.ts";
import { useFormErrors } from "./use-form-errors.ts";
import styles from "./account-profile.module.css";

const PREFIX = "account-address";
type AddressKind = AccountAddressAnswer["approachType"];

/** The address field of an input (`account-address-city` → `city`). */
const fieldOfInput = (name: string): AddressField | undefined => {
  const field = name.startsWith(`${PREFIX}-`) ? name.slice(PREFIX.length + 1) : "";
  return (ADDRESS_FIELDS as readonly string[]).includes(field) ? (field as AddressField) : undefined;
};

/** The field a server's error names; the country is the site's and cannot be changed here, so its errors go at the top. */
function fieldOfProblem(errorId: string, field: string | undefined): AddressField | undefined {
  if (errorId === "SHP410" || errorId === "BILL410" || field === "phone") return "recipientContactPhone";
  const named = field && (ADDRESS_FIELDS as readonly string[]).includes(field) ? (field as AddressField) : undefined;
  return named === "country" ? undefined : named;
}

export interface AddressEditorProps {
  siteId: string;
  strings: AccountProfileStrings;
  /** The address being changed; a new one when absent. */
  address?: AccountAddressAnswer;
  onSaved(address: AccountAddressAnswer): void;
  onCancel(): void;
}

/**
 * Adds or changes an address of the book (commerce spec §3 Address, §7 POST …/consumer/address,
 * PUT …/address/{addressId}): the checkout's address fields and rules, what the address is for
 * (approachType S delivery or B billing) and whether it is the main one of that kind.
 */
export function AddressEditor({ siteId, strings, address, onSaved, onCancel }: AddressEditorProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useFormErrors<AddressField>((element) => addressErrors(addressFromForm(new FormData(element), PREFIX), siteId) as Partial<Record<AddressField, string>>, fieldOfInput);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<NoticeMessage>();
  const { formRef } = form;
  // Opened by the shopper: typing starts in its first field.
  useEffect(() => formRef.current?.querySelector("input")?.focus(), [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setProblem(undefined);
    if (!form.checkAll()) return;
    const data = new FormData(event.currentTarget);
    const approachType: AddressKind = data.get("approachType") === "B" ? "B" : "S";
    const makeMain = data.get("main") === "on";
    // The form holds no main flag: it is the checkbox's.
    const { main: _none, ...fields } = addressFromForm(data, PREFIX);
    const body = {
      ...fields,
      // The form does not ask for the contact email: an address that has one keeps it.
      ...(address?.recipientContactEmail ? { recipientContactEmail: address.recipientContactEmail } : {}),
      approachType,
      // A new address left unticked is still the main one when it is the first of its kind (the backend decides).
      ...(address ? { main: makeMain } : makeMain ? { main: true } : {}),
    };
    setSaving(true);
    try {
      const saved = await withCommerce(queryClient, siteId, (commerce) => (address ? commerce.updateAddress(address.id, body) : commerce.addAddress(body)));
      storeAddress(queryClient, siteId, saved);
      onSaved(saved);
    } catch (error) {
      const found = accountProblem(error, siteId, strings.errors.address);
      const field = fieldOfProblem(found.errorId, found.field);
      if (field) form.showAt(field, found.message);
      else setProblem({ type: "error", level: "top", message: found.message, code: found.errorId });
      setSaving(false);
    }
  };

  return (
    <form ref={form.formRef} className={`${styles.form} ${styles.editor}`} noValidate onSubmit={(event) => void submit(event)} onChange={form.onChange} onBlur={form.onBlur} aria-labelledby={headingId} aria-busy={saving || undefined}>
      <h3 id={headingId} className={styles.subheading}>
        {address ? strings.editAddressHeading : strings.newAddressHeading}
      </h3>
      {problem && <Notice notice={problem} />}
      <AddressFields siteId={siteId} idPrefix={PREFIX} defaultValue={address ? addressBodyOfAnswer(address) : {}} errors={form.errors} withPhone />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{strings.addressKind}</legend>
        <div className={styles.choices}>
          {(["S", "B"] as const).map((kind) => (
            <label key={kind} className={styles.choice}>
              <input type="radio" name="approachType" value={kind} defaultChecked={(address?.approachType ?? "S") === kind} />
              {kind === "S" ? strings.kindShipping : strings.kindBilling}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.choice}>
        <input type="checkbox" name="main" defaultChecked={address?.main ?? false} />
        {strings.makeMainAddress}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? strings.saving : strings.saveAddress}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {strings.cancel}
        </button>
      </div>
    </form>
  );
}

