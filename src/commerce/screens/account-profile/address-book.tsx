import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { AccountAddressAnswer } from "../../../../contracts/api/consumer.ts";
import { siteById } from "../../../../contracts/sites.ts";
import type { CommerceClient } from "../../api/client.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { townLine } from "../../ui/town-line.ts";
import { addressBodyOfAnswer } from "../checkout/address-rules.ts";
import { AddressEditor } from "./address-editor.tsx";
import { accountProblem } from "./account-errors.ts";
import { accountProfileQuery, storeAddress, storeAddressBook } from "./account-profile-queries.ts";
import type { AccountProfileStrings } from "./account-profile-strings.ts";
import { AccountSection, SectionFailed, SectionLoading, type SectionProps } from "./account-section.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { phoneText } from "./profile-rules.ts";
import styles from "./account-profile.module.css";

/** Commerce spec §3 Address: the profile's address book, delivery (S) and billing (B) addresses. */
export function AddressBook({ siteId, strings }: SectionProps) {
  const profile = useQuery(accountProfileQuery(siteId));
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <AccountSection title={strings.addressesHeading} wide headingRef={headingRef}>
      {profile.data ? (
        <Addresses addresses={profile.data.consumerDetails.addresses} siteId={siteId} strings={strings} focusHeading={() => headingRef.current?.focus()} />
      ) : profile.isError ? (
        <SectionFailed strings={strings} onRetry={() => void profile.refetch()} />
      ) : (
        <SectionLoading text={strings.loading} />
      )}
    </AccountSection>
  );
}

const NEW = "new";

/** "Alex Walker, 1 Main St": how an address is named in buttons and messages. */
const addressName = (address: AccountAddressAnswer) => `${address.recipientFirstName} ${address.recipientLastName}, ${address.addressLine1}`;

function Addresses({ addresses, siteId, strings, focusHeading }: SectionProps & { addresses: AccountAddressAnswer[]; focusHeading(): void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string>();
  const [removing, setRemoving] = useState<AccountAddressAnswer>();
  const [running, setRunning] = useState<string>();
  const [outcome, setOutcome] = useState<{ notice: NoticeMessage; addressId?: string }>();

  /** One change at a time; its success is said at the top of the section, its failure at the address. */
  const act = async (address: AccountAddressAnswer, call: (commerce: CommerceClient) => Promise<void>, success: string) => {
    if (running) return;
    setRunning(address.id);
    setOutcome(undefined);
    try {
      await withCommerce(queryClient, siteId, call);
      setOutcome({ notice: { type: "success", level: "top", message: success } });
      // The button acted on is gone (removed, or made main): the section's heading takes the focus.
      focusHeading();
    } catch (error) {
      const problem = accountProblem(error, siteId, strings.errors.address);
      setOutcome({ addressId: address.id, notice: { type: "error", level: "item", message: problem.message, code: problem.errorId } });
    } finally {
      setRunning(undefined);
    }
  };
  const makeMain = (address: AccountAddressAnswer) =>
    act(
      address,
      async (commerce) => storeAddress(queryClient, siteId, await commerce.updateAddress(address.id, { ...addressBodyOfAnswer(address), approachType: address.approachType, main: true })),
      address.approachType === "S" ? strings.madeMainShipping(addressName(address)) : strings.madeMainBilling(addressName(address)),
    );
  const remove = (address: AccountAddressAnswer) => {
    setRemoving(undefined);
    void act(address, async (commerce) => storeAddressBook(queryClient, siteId, (await commerce.removeAddress(address.id)).addresses), strings.addressRemoved);
  };
  const edit = (id: string) => {
    setOutcome(undefined);
    setEditing(id);
  };
  const saved = (message: string) => {
    setEditing(undefined);
    setOutcome({ notice: { type: "success", level: "top", message } });
    focusHeading();
  };
  const cancel = () => {
    setEditing(undefined);
    focusHeading();
  };

  return (
    <>
      {outcome && !outcome.addressId && <Notice notice={outcome.notice} />}
      {addresses.length === 0 && editing !== NEW && <p className={styles.empty}>{strings.noAddresses}</p>}
      {addresses.length > 0 &&
        (["S", "B"] as const).map((kind) => {
          const ofKind = addresses.filter((address) => address.approachType === kind);
          return (
            <div key={kind} className={styles.group}>
              <h3 className={styles.subheading}>{kind === "S" ? strings.shippingAddresses : strings.billingAddresses}</h3>
              {ofKind.length === 0 ? (
                <p className={styles.muted}>{strings.noAddressesOfKind}</p>
              ) : (
                <ul className={styles.cards}>
                  {ofKind.map((address) =>
                    editing === address.id ? (
                      <li key={address.id} className={styles.editing}>
                        <AddressEditor siteId={siteId} strings={strings} address={address} onSaved={() => saved(strings.addressSaved)} onCancel={cancel} />
                      </li>
                    ) : (
                      <AddressCard
                        key={address.id}
                        address={address}
                        siteId={siteId}
                        strings={strings}
                        busy={running !== undefined || editing !== undefined}
                        problem={outcome?.addressId === address.id ? outcome.notice : undefined}
                        onEdit={() => edit(address.id)}
                        onMakeMain={() => void makeMain(address)}
                        onRemove={() => setRemoving(address)}
                      />
                    ),
                  )}
                </ul>
              )}
            </div>
          );
        })}
      {editing === NEW ? (
        <AddressEditor siteId={siteId} strings={strings} onSaved={() => saved(strings.addressAdded)} onCancel={cancel} />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} aria-disabled={editing !== undefined || undefined} onClick={() => editing === undefined && edit(NEW)}>
            {strings.addAddress}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={strings.removeAddressTitle}
        text={removing ? strings.removeAddressText(addressName(removing)) : ""}
        confirmLabel={strings.remove}
        cancelLabel={strings.cancel}
        onConfirm={() => removing && remove(removing)}
      />
    </>
  );
}

interface AddressCardProps {
  address: AccountAddressAnswer;
  siteId: string;
  strings: AccountProfileStrings;
  busy: boolean;
  problem?: NoticeMessage;
  onEdit(): void;
  onMakeMain(): void;
  onRemove(): void;
}

function AddressCard({ address, siteId, strings, busy, problem, onEdit, onMakeMain, onRemove }: AddressCardProps) {
  const site = siteById(siteId);
  const name = addressName(address);
  // The form edits addresses in the site's country only (its country field is the site's).
  const editable = address.country === site.country;
  const shipping = address.approachType === "S";
  const press = (action: () => void) => () => !busy && action();
  return (
    <li className={styles.card} data-main={address.main || undefined}>
      {address.main && <p className={styles.badge}>{shipping ? strings.mainShipping : strings.mainBilling}</p>}
      <p className={styles.lines}>
        {addressLines(address, site.locale).map((line, index) => (
          <span key={index} className={index === 0 ? styles.strong : undefined}>
            {line}
          </span>
        ))}
        {address.recipientContactPhone && <span>{phoneText(address.recipientContactPhone, siteId)}</span>}
      </p>
      {!editable && <p className={styles.hint}>{strings.otherCountry}</p>}
      {problem && <Notice notice={problem} />}
      <div className={styles.cardActions}>
        {editable && (
          <button type="button" className={styles.link} aria-label={strings.onAddress(strings.edit, name)} aria-disabled={busy || undefined} onClick={press(onEdit)}>
            {strings.edit}
          </button>
        )}
        {!address.main && (
          <button type="button" className={styles.link} aria-disabled={busy || undefined} onClick={press(onMakeMain)} aria-label={strings.onAddress(shipping ? strings.makeMainShipping : strings.makeMainBilling, name)}>
            {shipping ? strings.makeMainShipping : strings.makeMainBilling}
          </button>
        )}
        <button type="button" className={styles.link} aria-label={strings.onAddress(strings.remove, name)} aria-disabled={busy || undefined} onClick={press(onRemove)}>
          {strings.remove}
        </button>
      </div>
    </li>
  );
}

/** The address as it is written on an envelope of its country: name, street, town line, country. */
function addressLines(address: AccountAddressAnswer, locale: string): string[] {
  const countryName = new Intl.DisplayNames([locale], { type: "region" }).of(address.country) ?? address.country;
  return [`${address.recipientFirstName} ${address.recipientLastName}`, address.addressLine1, address.addressLine2 ?? "", townLine(address), countryName].filter(Boolean);
}
