import type { OrderConfirmationStrings } from "./order-confirmation-strings.ts";

/** A copy of order-confirmation-strings.ts's: importing it from there would be a cycle with that module's top-level await of this one (a deadlock). */
const businessDays = (time: string, unit: string) => (/^\d+(-\d+)?$/.test(time) ? `${time.replace("-", "–")} ${unit}` : time);

/**
 * The order confirmation's words in French, over the English ones (loaded on French pages only:
 * order-confirmation-strings.ts). English is handed in, not imported (the same cycle).
 */
const words = (en: OrderConfirmationStrings): OrderConfirmationStrings => ({
  ...en,
  heading: "Merci pour votre commande",
  message: (email) => `Nous avons envoyé une confirmation à ${email}.`,
  loading: "Chargement de votre commande…",
  notFound: "Cette commande est introuvable dans votre session. Votre courriel de confirmation en contient tous les détails.",
  noOrder: "Aucune commande à afficher.",
  continueShopping: "Continuer mes achats",
  orderNumber: "Numéro de commande",
  placedOn: "Passée le",
  items: "Articles",
  quantity: (qty) => `Quantité ${qty}`,
  freeGift: "Cadeau offert",
  delivery: "Livraison",
  deliveryKinds: { standard: "Livraison à votre adresse", pickup: "Retrait en magasin", sts: "Livraison en magasin", pudo: "Point relais", digital: "Par courriel", customs: "Sur mesure" },
  storeId: (id) => `Magasin ${id}`,
  deliveryTime: (time) => `Délai : ${businessDays(time, "jours ouvrables")}`,
  payment: "Paiement",
  cardEnding: (brand, last4) => `${brand} se terminant par ${last4}`,
  billingAddress: "Adresse de facturation",
  totals: "Total de la commande",
  subtotal: "Sous-total",
  discount: "Remises",
  shipping: "Livraison",
  free: "Gratuite",
  tax: "Taxes",
  total: "Total",
  guestTitle: "Enregistrer cette commande dans un compte",
  guestText: "Connectez-vous ou créez un compte pour suivre cette commande et payer plus vite la prochaine fois.",
  signInTab: "J’ai un compte",
  createAccountTab: "Je suis nouveau",
  email: "Courriel",
  password: "Mot de passe",
  passwordHint: "Au moins 8 caractères avec une majuscule, une minuscule et un chiffre.",
  firstName: "Prénom",
  lastName: "Nom",
  signIn: "Se connecter",
  createAccount: "Créer le compte",
  working: "Un instant…",
  attached: "Cette commande est maintenant dans votre compte.",
  required: "Ce champ est obligatoire.",
});

export default words;
