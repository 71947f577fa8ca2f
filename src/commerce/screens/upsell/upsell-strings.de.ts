import type { UpsellStrings } from "./upsell-strings.ts";

/** The upsell's words in German (loaded on German pages only: upsell-strings.ts). */
const words: UpsellStrings = {
  title: "Komplettiere den Look",
  addToCart: "In den Warenkorb",
  adding: "Wird hinzugefügt…",
  addLabel: (name) => `${name} in den Warenkorb legen`,
  addingLabel: (name) => `${name} wird in den Warenkorb gelegt…`,
  added: "Zum Warenkorb hinzugefügt",
  failed: "Etwas ist schiefgelaufen",
  price: { sale: "Sonderpreis", was: "statt", price: "Preis" },
};

export default words;
