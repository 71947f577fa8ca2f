import type { AccountAddressAnswer } from "../../../../contracts/api/consumer.ts";
import { townLine } from "../../ui/town-line.ts";
import styles from "./checkout.module.css";

/** The choice of a new address (the form's fields) instead of a saved one. */
export const NEW_ADDRESS = "new";

/** A member's saved addresses of one kind (approachType S or B) that the site can use: those in its country. */
export const savedAddressesOf = (addresses: readonly AccountAddressAnswer[] | undefined, approachType: "S" | "B", country: string) =>
  (addresses ?? []).filter((address) => address.approachType === approachType && address.country === country);

/** The saved address to offer first: the main one, else the first; a new address when there is none. */
export const firstChoiceOf = (addresses: readonly AccountAddressAnswer[]) => addresses.find((saved) => saved.main)?.id ?? addresses[0]?.id ?? NEW_ADDRESS;

export interface SavedAddressChoiceProps {
  /** The radio group's name (one per form). */
  name: string;
  legend: string;
  newAddressLabel: string;
  addresses: readonly AccountAddressAnswer[];
  /** A saved address's id, or NEW_ADDRESS. */
  chosen: string;
  onChoose: (choice: string) => void;
}

/** A member's saved addresses as radios, with "a new address" last (the shipping and billing steps). */
export function SavedAddressChoice({ name, legend, newAddressLabel, addresses, chosen, onChoose }: SavedAddressChoiceProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {addresses.map((saved) => (
        <label key={saved.id} className={styles.choice}>
          <input type="radio" name={name} value={saved.id} checked={chosen === saved.id} onChange={() => onChoose(saved.id)} />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>
              {saved.recipientFirstName} {saved.recipientLastName}
            </span>
            <span className={styles.itemMeta}>{[saved.addressLine1, saved.addressLine2, townLine(saved)].filter(Boolean).join(", ")}</span>
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input type="radio" name={name} value={NEW_ADDRESS} checked={chosen === NEW_ADDRESS} onChange={() => onChoose(NEW_ADDRESS)} />
        <span className={styles.choiceText}>
          <span className={styles.choiceName}>{newAddressLabel}</span>
        </span>
      </label>
    </fieldset>
  );
}
