import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import type { AddressAnswer, CheckoutCartAnswer, OrderAnswer, PaymentInstrumentAnswer, ShipmentEntryAnswer } from "../../../../contracts/api/checkout.ts";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";
import { cartQuery } from "../../cart/cart-state.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { NoticeList, type NoticeMessage } from "../../ui/notice.tsx";
import { townLine } from "../../ui/town-line.ts";
import { formatPhone, isPhoneNumber } from "../../../forms/phone.ts";
import { phoneCountryFor } from "./address-rules.ts";
import type { CheckoutDetails } from "./checkout-details.ts";
import { checkoutErrorOf, noticeOf, type CheckoutError } from "./checkout-errors.ts";
import { CheckoutItems, itemsOf } from "./checkout-items.tsx";
import { shippingMethodsQuery } from "./checkout-queries.ts";
import { CheckoutStatus } from "./checkout-shell.tsx";
import { needsAddress, needsStore, type CheckoutStep } from "./checkout-steps.ts";
import type { CheckoutStrings } from "./checkout-strings.ts";
import { usePlaceOrder } from "./use-place-order.ts";
import styles from "./checkout.module.css";

const ThreeDsDialog = lazyDialog(() => import("./three-d-secure-dialog.tsx").then((module) => module.ThreeDsDialog));

export interface SummaryStepProps {
  siteId: string;
  cart: CheckoutCartAnswer;
  member: boolean;
  profile: ConsumerProfileAnswer | undefined;
  details: CheckoutDetails;
  strings: CheckoutStrings;
  titles: Record<CheckoutStep, string>;
  onCart: (cart: CheckoutCartAnswer) => void;
  /** An "Edit" link: back to a step. */
  onEdit: (step: CheckoutStep) => void;
  /** The cart cannot be ordered as it is: back to a step, with these notices there. */
  onBack: (step: CheckoutStep, notices: NoticeMessage[]) => void;
  onPlaced: (order: OrderAnswer) => void;
  onPaymentFailed: (cart: CheckoutCartAnswer | null) => void;
}

/** Where a failed prepare or place sends the shopper (commerce spec §8), by `errorBehaviour`'s action, else by id. */
export function stepForProblem(problem: Pick<CheckoutError, "errorId" | "behaviour">): CheckoutStep | undefined {
  if (problem.behaviour.action === "back-to-shipping") return "shipping";
  if (problem.behaviour.action === "back-to-billing") return "billing";
  if (problem.errorId === "CHK380") return "shipping";
  if (["PYT406", "BIL400", "BILL410", "PYT400", "PYT404", "PYT405", "PAY400", "PYT402"].includes(problem.errorId)) return "billing";
  return undefined;
}

/** A phone in its country's mask ("(212) 555 - 0123"), as the shopper typed it. */
function shownPhone(phone: string | null, country: string, siteId: string): string | null {
  if (!phone) return null;
  const phoneCountry = phoneCountryFor(country, siteId);
  return isPhoneNumber(phone, phoneCountry) ? formatPhone(phone, phoneCountry) : phone;
}

const addressLines = (address: AddressAnswer, siteId: string) => [
  `${address.recipientFirstName} ${address.recipientLastName}`,
  address.addressLine1,
  address.addressLine2,
  townLine(address),
  shownPhone(address.recipientContactPhone, address.country, siteId),
];

function AddressView({ address, siteId }: { address: AddressAnswer; siteId: string }) {
  return (
    <address className={styles.review}>
      {addressLines(address, siteId)
        .filter(Boolean)
        .map((line, index) => (
          <span key={index}>{line}</span>
        ))}
    </address>
  );
}

/**
 * The summary step (commerce spec §4): everything to review with "Edit" links back to its step —
 * contact, deliveries and their lines, pickup contact, gift message, payment — checked by
 * `prepareOrder` on arrival, and Place order (usePlaceOrder: once, 3-D Secure).
 */
export function SummaryStep({ siteId, cart, member, profile, details, strings, titles, onCart, onEdit, onBack, onPlaced, onPaymentFailed }: SummaryStepProps) {
  const queryClient = useQueryClient();
  const site = siteById(siteId);
  const [checking, setChecking] = useState(true);
  const [notices, setNotices] = useState<NoticeMessage[]>([]);

  const handleProblem = (problem: CheckoutError) => {
    const notice = noticeOf(problem);
    const flash = Array.isArray(problem.details.flash) ? (problem.details.flash as { type?: unknown; message?: unknown }[]) : [];
    const flashNotices: NoticeMessage[] = flash.filter((entry) => typeof entry.message === "string").map((entry) => ({ type: "info", level: "top", message: entry.message as string, code: String(entry.type) }));
    if (problem.behaviour.action === "refresh-cart" || problem.errorId === "INV405" || flash.length > 0) void queryClient.invalidateQueries({ queryKey: cartQuery(siteId).queryKey });
    const step = stepForProblem(problem);
    if (step) onBack(step, [notice, ...flashNotices]);
    else setNotices([notice, ...flashNotices]);
  };

  const placement = usePlaceOrder({ siteId, cart, onPlaced, onPaymentFailed, onError: handleProblem });

  // The order is checked once on arrival (stock, stores, addresses, payment); its answer is the cart.
  useEffect(() => {
    let current = true;
    withCommerce(queryClient, siteId, (commerce) => commerce.prepareOrder())
      .then((prepared) => current && onCart(prepared as CheckoutCartAnswer))
      .catch((error: unknown) => current && handleProblem(checkoutErrorOf(error, siteId)))
      .finally(() => current && setChecking(false));
    return () => {
      current = false;
    };
    // Once per cart: the prepared answer replaces the cart, which must not start another check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart.id]);

  const email = member ? profile?.consumerDetails.email : (cart.shippingMethods.find((shipment) => shipment.address?.recipientContactEmail)?.address?.recipientContactEmail ?? details.contactEmail ?? details.pickupContact?.email);
  const billing = cart.payment_instruments.find((entry) => entry.address)?.address ?? null;
  const placing = placement.busy;
  const state = placement.state;

  const edit = (step: CheckoutStep, section: string) => (
    <a
      href={`?step=${step}`}
      className={styles.link}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onEdit(step);
      }}
    >
      {strings.edit}{" "}
      <span className="visually-hidden">{section}</span>
    </a>
  );
  const section = (id: string, heading: string, step: CheckoutStep, children: ReactNode) => (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h3 id={id} className={styles.sectionHeading}>
          {heading}
        </h3>
        {edit(step, heading)}
      </div>
      {children}
    </section>
  );

  return (
    <div className={styles.stepBody}>
      {details.express && (
        <p className={styles.review}>
          <span className={styles.badge}>{strings.expressBadge}</span>
          <span>{strings.expressNote}</span>
        </p>
      )}
      {!details.express && <p className={styles.hint}>{strings.summaryIntro}</p>}
      <NoticeList notices={notices} />

      {email && section("summary-contact", strings.contactHeading, "shipping", <p className={styles.review}>{email}</p>)}

      {section(
        "summary-delivery",
        strings.deliveryHeading,
        "shipping",
        <ul className={styles.reviewList}>
          {cart.shippingMethods.map((shipment, index) => (
            <li key={shipment.shippingId} className={styles.shipment}>
              <h4 className={styles.shipmentHeading}>
                {strings.shipmentHeading(index + 1, cart.shippingMethods.length)}: {shipment.label}
              </h4>
              <ShipmentReview siteId={siteId} cart={cart} shipment={shipment} strings={strings} details={details} />
              <CheckoutItems siteId={siteId} items={itemsOf(cart.items, shipment.itemIds)} strings={strings} label={strings.shipmentItems} />
            </li>
          ))}
        </ul>,
      )}

      {details.giftMessage && section("summary-gift", strings.giftTitle, "shipping", <p className={styles.review}>{details.giftMessage}</p>)}

      {section(
        "summary-payment",
        titles.billing,
        "billing",
        <>
          <ul className={styles.reviewList}>
            {cart.payment_instruments.map((instrument) => (
              <li key={instrument.payment_instrument_id} className={styles.item}>
                <span>{strings.instrument(strings.methodName[instrument.payment_method_id] ?? instrument.payment_method_id, instrumentDetail(instrument))}</span>
                <span className={styles.itemPrice}>{formatPrice(instrument.amount, site)}</span>
              </li>
            ))}
          </ul>
          {billing && (
            <div className={styles.review}>
              <span className={styles.label}>{strings.billingAddress}</span>
              <AddressView address={billing} siteId={siteId} />
            </div>
          )}
        </>,
      )}

      {checking && <CheckoutStatus>{strings.checkingOrder}</CheckoutStatus>}
      {state.status === "placing" || state.status === "rebuilding" ? <CheckoutStatus>{strings.placing}</CheckoutStatus> : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={placing || checking} aria-busy={placing || undefined} onClick={() => void placement.place()} data-testid="place-order">
          {placing && <span className={styles.spinner} aria-hidden="true" />}
          {placing ? strings.placing : strings.placeOrder}
        </button>
      </div>
      <ThreeDsDialog
        open={state.status === "challenge" || state.status === "completing"}
        challenge={state.status === "challenge" || state.status === "completing" ? state.challenge : undefined}
        strings={strings}
        busy={state.status === "completing"}
        problem={state.status === "challenge" ? state.problem?.message : undefined}
        onResult={(transStatus) => void placement.completeChallenge(transStatus)}
      />
    </div>
  );
}

function instrumentDetail(instrument: PaymentInstrumentAnswer): string {
  if (instrument.card) return `${instrument.card.brand.charAt(0).toUpperCase()}${instrument.card.brand.slice(1)} •••• ${instrument.card.last4}`;
  if (instrument.giftCard) return `•••• ${instrument.giftCard.last4}`;
  if (instrument.wallet?.payerEmail) return instrument.wallet.payerEmail;
  if (instrument.reward) return instrument.reward.code;
  return "";
}

/** Where a shipment goes: the address, the store (and who collects), or by email. */
function ShipmentReview({ siteId, cart, shipment, strings, details }: { siteId: string; cart: CheckoutCartAnswer; shipment: ShipmentEntryAnswer; strings: CheckoutStrings; details: CheckoutDetails }) {
  const methods = useQuery({ ...shippingMethodsQuery(siteId, cart, shipment), enabled: needsStore(shipment) });
  const storeName = methods.data?.applicableShippingMethods.find((option) => option.code === shipment.code)?.storeInfo?.name ?? shipment.storeId;
  const contact = details.pickupContact;
  return (
    <div className={styles.review}>
      <span className={styles.itemMeta}>{strings.deliveryTime(shipment.deliveryTime)}</span>
      {shipment.code === "digital" && <span>{strings.sentByEmail}</span>}
      {needsAddress(shipment) && shipment.address && (
        <>
          <span className={styles.label}>{strings.shipTo}</span>
          <AddressView address={shipment.address} siteId={siteId} />
        </>
      )}
      {needsStore(shipment) && storeName && (
        <span>
          {strings.pickupAt} {storeName}
        </span>
      )}
      {needsStore(shipment) && contact && <span>{strings.pickupBy(`${contact.firstName} ${contact.lastName}`)}</span>}
    </div>
  );
}
