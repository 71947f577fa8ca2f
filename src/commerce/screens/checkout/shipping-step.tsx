import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AddressAnswer, CheckoutCartAnswer } from "../../../../contracts/api/checkout.ts";
import type { AccountAddressAnswer, ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { siteById } from "../../../../contracts/sites.ts";
import { compose, rulesFor } from "../../../forms/validators.ts";
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";
import type { AddressBody } from "../../api/client-checkout.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { NoticeList, type NoticeMessage } from "../../ui/notice.tsx";
import { AddressFields, addressFromForm } from "./address-form.tsx";
import { addressBodyOfAnswer, addressErrors, isSameAddress } from "./address-rules.ts";
import type { CheckoutDetails } from "./checkout-details.ts";
import { addressFieldOfError, checkoutErrorOf, noticeOf } from "./checkout-errors.ts";
import { needsAddress, needsStore, type PickupContact } from "./checkout-steps.ts";
import type { CheckoutStrings } from "./checkout-strings.ts";
import { recaptchaToken } from "./recaptcha.ts";
import { NEW_ADDRESS, SavedAddressChoice, firstChoiceOf, savedAddressesOf } from "./saved-address-choice.tsx";
import { ShipmentDelivery } from "./shipment-delivery.tsx";
import styles from "./checkout.module.css";

const GiftOptionDialog = lazyDialog(() => import("./gift-option-dialog.tsx").then((module) => module.GiftOptionDialog));

export interface ShippingStepProps {
  siteId: string;
  cart: CheckoutCartAnswer;
  member: boolean;
  /** A member's profile (saved addresses, name and email), when read. */
  profile: ConsumerProfileAnswer | undefined;
  details: CheckoutDetails;
  updateDetails: (change: Partial<CheckoutDetails>) => void;
  strings: CheckoutStrings;
  onCart: (cart: CheckoutCartAnswer) => void;
  /** The step is complete: go to billing. */
  onDone: () => void;
}

const ADDRESS_PREFIX = "shipping";
const CONTACT_EMAIL = "checkout-contact-email";
const PICKUP = { firstName: "pickup-firstName", lastName: "pickup-lastName", email: "pickup-email" } as const;

/** An answered address as the form's default value. */
const formValueOf = (address: AddressAnswer | undefined): Partial<AddressBody> | undefined => (address ? addressBodyOfAnswer(address) : undefined);


/**
 * The shipping step (commerce spec §4): a guest's contact email, the shipping address when a
 * shipment goes to one (a member may pick a saved address), each shipment's delivery method, the
 * pickup contact for store shipments and the gift option. The address is checked by the spec's
 * client rules, then `validateShippingAddress` and `setShippingAddress` (reCAPTCHA when
 * configured); a server error shows at its field.
 */
export function ShippingStep({ siteId, cart, member, profile, details, updateDetails, strings, onCart, onDone }: ShippingStepProps) {
  const queryClient = useQueryClient();
  const site = siteById(siteId);
  const rules = rulesFor(site.language);
  const homeShipments = cart.shippingMethods.filter(needsAddress);
  const storeShipments = cart.shippingMethods.filter(needsStore);
  const currentAddress = homeShipments.find((shipment) => shipment.address)?.address ?? undefined;
  const savedAddresses: AccountAddressAnswer[] = member ? savedAddressesOf(profile?.consumerDetails.addresses, "S", site.country) : [];
  const [addressChoice, setAddressChoice] = useState(() => {
    if (currentAddress) return savedAddresses.find((saved) => isSameAddress(addressBodyOfAnswer(saved), currentAddress))?.id ?? NEW_ADDRESS;
    return firstChoiceOf(savedAddresses);
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [notices, setNotices] = useState<NoticeMessage[]>([]);
  const [saving, setSaving] = useState(false);
  const [giftOpen, setGiftOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const chosenSaved = savedAddresses.find((saved) => saved.id === addressChoice);
  const profileEmail = profile?.consumerDetails.email;
  const contactDefault = currentAddress?.recipientContactEmail ?? details.contactEmail ?? details.pickupContact?.email ?? "";
  const pickupDefault: Partial<PickupContact> = details.pickupContact ?? {
    firstName: profile?.consumerDetails.firstName ?? currentAddress?.recipientFirstName ?? "",
    lastName: profile?.consumerDetails.lastName ?? currentAddress?.recipientLastName ?? "",
    email: profileEmail ?? contactDefault,
  };

  // After a failed check, the first field in error takes focus (its message is tied to it).
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [focusRequest]);

  const fieldError = (id: string, key: string) => {
    const message = errors[key];
    return message ? (
      <p id={`${id}-error`} className={styles.error}>
        {message}
      </p>
    ) : null;
  };
  const textField = (id: string, key: string, label: string, options: { type?: string; autoComplete: string; defaultValue?: string; hint?: string; wide?: boolean }) => (
    <div className={`${styles.field} ${options.wide ? styles.wide : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {options.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {options.hint}
        </p>
      )}
      <input
        id={id}
        name={id}
        className={styles.input}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        required
        defaultValue={options.defaultValue}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={[errors[key] ? `${id}-error` : "", options.hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined}
      />
      {fieldError(id, key)}
    </div>
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // A dialog's own form (store search, gift message) submits through React's tree, not this form.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (saving) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const found: Partial<Record<string, string>> = {};
    const email = compose(rules.required(), rules.email());
    const name = compose(rules.required(), rules.name());

    const contactEmail = member ? profileEmail : text(CONTACT_EMAIL);
    if (!member) {
      const message = email(contactEmail, {});
      if (message) found.contactEmail = message;
    }
    let address: AddressBody | undefined;
    if (homeShipments.length > 0) {
      address = chosenSaved ? addressBodyOfAnswer(chosenSaved) : addressFromForm(form, ADDRESS_PREFIX);
      if (contactEmail) address.recipientContactEmail = contactEmail;
      if (!chosenSaved) Object.assign(found, addressErrors(address, siteId));
    }
    let pickupContact: PickupContact | undefined;
    if (storeShipments.length > 0) {
      pickupContact = { firstName: text(PICKUP.firstName), lastName: text(PICKUP.lastName), email: text(PICKUP.email) };
      const checks = { pickupFirstName: name(pickupContact.firstName, {}), pickupLastName: name(pickupContact.lastName, {}), pickupEmail: email(pickupContact.email, {}) };
      for (const [key, message] of Object.entries(checks)) if (message) found[key] = message;
    }
    const missingStore = storeShipments.some((shipment) => !shipment.storeId);
    setErrors(found);
    setNotices(missingStore ? [{ type: "error", level: "top", message: strings.storeNeeded }] : []);
    if (Object.keys(found).length > 0 || missingStore) {
      setFocusRequest((count) => count + 1);
      return;
    }

    setSaving(true);
    try {
      if (address && !isSameAddress(address, currentAddress)) {
        const toSend = address;
        const next = await withCommerce(queryClient, siteId, async (commerce) => {
          await commerce.validateShippingAddress(toSend);
          return commerce.setShippingAddress(toSend, await recaptchaToken("shipping_address"));
        });
        onCart(next as CheckoutCartAnswer);
      }
      updateDetails({ pickupContact, contactEmail: contactEmail || undefined });
      onDone();
    } catch (error) {
      const problem = checkoutErrorOf(error, siteId);
      const field = addressFieldOfError(problem);
      if (field && !chosenSaved && field !== "country") {
        setErrors({ [field]: problem.message });
        setFocusRequest((count) => count + 1);
      } else {
        setNotices([noticeOf(problem)]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className={styles.stepBody} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || undefined}>
      <NoticeList notices={notices} />

      <section className={styles.section} aria-labelledby="checkout-contact-heading">
        <h3 id="checkout-contact-heading" className={styles.sectionHeading}>
          {strings.contactHeading}
        </h3>
        {member ? (
          <p className={styles.hint}>{profileEmail ? strings.signedInAs(profileEmail) : null}</p>
        ) : (
          textField(CONTACT_EMAIL, "contactEmail", strings.contactEmail, { type: "email", autoComplete: "email", defaultValue: contactDefault, hint: strings.contactEmailHint })
        )}
      </section>

      {homeShipments.length > 0 && (
        <section className={styles.section} aria-labelledby="checkout-address-heading">
          <h3 id="checkout-address-heading" className={styles.sectionHeading}>
            {strings.addressHeading}
          </h3>
          {savedAddresses.length > 0 && (
            <SavedAddressChoice name="saved-address" legend={strings.savedAddresses} newAddressLabel={strings.newAddress} addresses={savedAddresses} chosen={addressChoice} onChoose={setAddressChoice} />
          )}
          {!chosenSaved && <AddressFields siteId={siteId} idPrefix={ADDRESS_PREFIX} defaultValue={formValueOf(currentAddress)} errors={errors} withPhone />}
        </section>
      )}

      <section className={styles.section} aria-labelledby="checkout-delivery-heading">
        <h3 id="checkout-delivery-heading" className={styles.sectionHeading}>
          {strings.deliveryHeading}
        </h3>
        {cart.shippingMethods.map((shipment, index) => (
          <ShipmentDelivery key={shipment.shippingId} siteId={siteId} cart={cart} shipment={shipment} index={index} strings={strings} onCart={onCart} />
        ))}
      </section>

      {storeShipments.length > 0 && (
        <section className={styles.section} aria-labelledby="checkout-pickup-heading">
          <h3 id="checkout-pickup-heading" className={styles.sectionHeading}>
            {strings.pickupHeading}
          </h3>
          <p className={styles.hint}>{strings.pickupHint}</p>
          <div className={styles.rowContainer}>
            <div className={styles.fieldRow}>
              {textField(PICKUP.firstName, "pickupFirstName", strings.firstName, { autoComplete: "given-name", defaultValue: pickupDefault.firstName })}
              {textField(PICKUP.lastName, "pickupLastName", strings.lastName, { autoComplete: "family-name", defaultValue: pickupDefault.lastName })}
              {textField(PICKUP.email, "pickupEmail", strings.email, { type: "email", autoComplete: "email", defaultValue: pickupDefault.email, wide: true })}
            </div>
          </div>
        </section>
      )}

      <section className={styles.section} aria-label={strings.giftTitle}>
        {details.giftMessage && <p className={styles.review}>{strings.giftNote(details.giftMessage)}</p>}
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={() => setGiftOpen(true)}>
            {details.giftMessage ? strings.giftEdit : strings.giftOption}
          </button>
        </div>
      </section>

      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving} aria-busy={saving || undefined}>
          {saving && <span className={styles.spinner} aria-hidden="true" />}
          {saving ? strings.saving : strings.continueToBilling}
        </button>
      </div>
      <GiftOptionDialog open={giftOpen} onOpenChange={setGiftOpen} strings={strings} message={details.giftMessage} onSave={(giftMessage) => updateDetails({ giftMessage })} />
    </form>
  );
}
