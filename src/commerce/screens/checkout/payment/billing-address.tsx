import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { AddressAnswer, CheckoutCartAnswer } from "../../../../../contracts/api/checkout.ts";
import { siteById } from "../../../../../contracts/sites.ts";
import type { AddressBody, BillingAddressBody } from "../../../api/client-checkout.ts";
import { Notice } from "../../../ui/notice.tsx";
import { townLine } from "../../../ui/town-line.ts";
import { AddressFields, addressErrors, addressFromForm, addressInputName } from "../address-form.tsx";
import { formatPhone, isPhoneNumber } from "../../../../forms/phone.ts";
import { ADDRESS_FIELDS, addressBodyOfAnswer, isSameAddress, phoneCountryFor, type AddressField } from "../address-rules.ts";
import { readCheckoutDetails } from "../checkout-details.ts";
import { memberProfileQuery } from "../checkout-queries.ts";
import { NEW_ADDRESS, SavedAddressChoice, firstChoiceOf, savedAddressesOf } from "../saved-address-choice.tsx";
import { useCartChange, usePaymentStep } from "./payment-context.tsx";
import { SubmitButton } from "./payment-field.tsx";
import styles from "./payment.module.css";

const ID_PREFIX = "billing";
/** The fields an answer may name: the address's, and `phone` (BILL410). */
const ANSWER_FIELDS = [...ADDRESS_FIELDS, "phone"] as const;

/** The cart's home delivery address, if it has one (pickup-only carts have none). */
export function shippingAddressOf(cart: CheckoutCartAnswer): AddressAnswer | undefined {
  return cart.shippingMethods.find((shipment) => shipment.address)?.address ?? undefined;
}

/** The billing address the cart already pays with (a card's, PayPal's or Klarna's), if any. */
export function billingAddressOf(cart: CheckoutCartAnswer): AddressAnswer | undefined {
  return cart.payment_instruments.find((instrument) => instrument.address)?.address ?? undefined;
}

/** An answered address as a request's body (nulls left out). */
export function addressBodyOf(address: AddressAnswer): AddressBody {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== null && value !== "")) as AddressBody;
}

export interface BillingAddressProps {
  /** The billing address the step knows (saved here, or the cart's). */
  known: AddressBody | undefined;
  onKnown(address: AddressBody): void;
}

/**
 * The billing address (commerce spec §7 billingAddress: address, phone, newsletter consent): the
 * shipping address by default when the cart has one (pickup-only carts enter one), else a
 * member's saved billing address (spec §3 Address approachType B, as the shipping step offers
 * the saved shipping ones) or the address fields. Answers: BIL400 (none), PYT406 at the field it
 * names, BILL410 at the phone.
 */
export function BillingAddress({ known, onKnown }: BillingAddressProps) {
  const step = usePaymentStep();
  const { strings, siteId } = step;
  const shipping = shippingAddressOf(step.cart);
  const headingId = useId();
  // The checkout read the member's profile already (its shipping step): this is its cache.
  const profile = useQuery({ ...memberProfileQuery(siteId), enabled: step.member });
  const savedAddresses = step.member ? savedAddressesOf(profile.data?.consumerDetails.addresses, "B", siteById(siteId).country) : [];
  const [choice, setChoice] = useState<string>();
  const knownSaved = known && savedAddresses.find((saved) => isSameAddress(addressBodyOfAnswer(saved), known))?.id;
  const chosen = choice ?? (known ? (knownSaved ?? NEW_ADDRESS) : firstChoiceOf(savedAddresses));
  const chosenSaved = savedAddresses.find((saved) => saved.id === chosen);
  const [editing, setEditing] = useState(!known);
  const [same, setSame] = useState(shipping !== undefined);
  const [consent, setConsent] = useState(false);
  const [formErrors, setFormErrors] = useState<Partial<Record<string, string>>>({});
  const save = useCartChange(
    (commerce, body: BillingAddressBody) => commerce.setBillingAddress(body),
    { fields: ANSWER_FIELDS },
    (_cart, body) => {
      if (body.address) onKnown(body.address);
      setEditing(false);
    },
  );

  const ownAddress = !same || !shipping;
  const showFields = ownAddress && !chosenSaved;
  const serverErrors: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) serverErrors[field] = save.fieldError(field);
  serverErrors.recipientContactPhone ??= save.fieldError("phone");
  const errors = { ...formErrors, ...Object.fromEntries(Object.entries(serverErrors).filter(([, message]) => message)) };
  // An answer naming a field the shopper does not see (same as shipping) shows at the top.
  const topError = save.sectionError ?? (!showFields && save.place?.at === "field" ? save.problem?.message : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const form = new FormData(event.currentTarget);
    const newsletterConsent = form.get(`${ID_PREFIX}-newsletter`) === "on";
    setConsent(newsletterConsent);
    let address: AddressBody;
    if (ownAddress && chosenSaved) {
      address = addressBodyOfAnswer(chosenSaved);
    } else if (!showFields && shipping) {
      address = addressBodyOf(shipping);
    } else {
      address = addressFromForm(form, ID_PREFIX);
      const found = addressErrors(address, siteId);
      setFormErrors(found);
      const first = ADDRESS_FIELDS.find((field) => found[field]);
      if (first) {
        document.getElementById(addressInputName(ID_PREFIX, first))?.focus();
        return;
      }
    }
    // A guest's cart with no home delivery (picked up, shipped to a store, sent by email) told the
    // commerce API no email yet: the contact email of the shipping step travels with the billing
    // address, where the order takes it from (else placing answers PYT406, which no field here fixes).
    const details = step.member ? undefined : readCheckoutDetails(step.cart.id);
    const contactEmail = details?.contactEmail ?? details?.pickupContact?.email;
    if (contactEmail && !address.recipientContactEmail) address = { ...address, recipientContactEmail: contactEmail };
    save.run({ address, phone: address.recipientContactPhone ?? undefined, subscriptions: { newsletterConsent } });
  };

  if (!editing && known) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {strings.billingHeading}
        </h3>
        <AddressLines address={known} />
        <button type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
          {strings.changeBillingAddress}
        </button>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {strings.billingHeading}
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        {topError && <Notice notice={{ type: "error", level: "top", message: topError, code: save.problem?.errorId }} />}
        {shipping ? (
          <label className={styles.check}>
            <input type="checkbox" checked={same} onChange={(event) => setSame(event.currentTarget.checked)} />
            {strings.sameAsShipping}
          </label>
        ) : (
          <p className={styles.hint}>{strings.pickupNeedsBilling}</p>
        )}
        {ownAddress && savedAddresses.length > 0 && (
          <SavedAddressChoice
            name="billing-saved-address"
            legend={strings.savedBillingAddresses}
            newAddressLabel={strings.newBillingAddress}
            addresses={savedAddresses}
            chosen={chosen}
            onChoose={setChoice}
          />
        )}
        {showFields ? (
          <AddressFields siteId={siteId} idPrefix={ID_PREFIX} defaultValue={known ?? (shipping ? addressBodyOf(shipping) : undefined)} errors={errors} withPhone />
        ) : (
          !ownAddress && shipping && <AddressLines address={addressBodyOf(shipping)} />
        )}
        <label className={styles.check}>
          <input type="checkbox" name={`${ID_PREFIX}-newsletter`} defaultChecked={consent} />
          {strings.newsletterConsent}
        </label>
        <SubmitButton label={strings.useBillingAddress} working={strings.working} pending={save.pending} />
      </form>
    </section>
  );
}

/** An address as the shopper reads it. */
export function AddressLines({ address }: { address: AddressBody }) {
  const phone = address.recipientContactPhone;
  const phoneCountry = phoneCountryFor(address.country, "");
  const shownPhone = phone && isPhoneNumber(phone, phoneCountry) ? formatPhone(phone, phoneCountry) : phone;
  return (
    <address className={styles.address}>
      {`${address.recipientFirstName} ${address.recipientLastName}`}
      <br />
      {address.addressLine1}
      {address.addressLine2 && (
        <>
          <br />
          {address.addressLine2}
        </>
      )}
      <br />
      {townLine(address)}
      {shownPhone && (
        <>
          <br />
          {shownPhone}
        </>
      )}
    </address>
  );
}
