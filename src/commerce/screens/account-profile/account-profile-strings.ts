import { siteById } from "../../../../contracts/sites.ts";
import type { ProfileInterest } from "./profile-rules.ts";

/** The profile screen's words, per site language. Field rules' messages are the shared validators'. */
export interface AccountProfileStrings {
  heading: string;
  loading: string;
  guestText: string;
  signIn: string;
  loadFailed: string;
  retry: string;
  saving: string;
  cancel: string;
  optional: (label: string) => string;
  /** Words of the account calls' error ids (account-errors.ts), per form. */
  errors: {
    details: Partial<Record<string, string>>;
    password: Partial<Record<string, string>>;
    address: Partial<Record<string, string>>;
    card: Partial<Record<string, string>>;
    sms: Partial<Record<string, string>>;
    preferences: Partial<Record<string, string>>;
  };

  detailsHeading: string;
  firstName: string;
  lastName: string;
  email: string;
  emailHint: string;
  currentPassword: string;
  currentPasswordHint: string;
  currentPasswordNeeded: string;
  phone: string;
  phoneHint: (example: string) => string;
  birthDate: string;
  birthDateHint: (format: string) => string;
  birthDateNeeded: string;
  tooYoung: (age: number) => string;
  birthDateImplausible: string;
  saveDetails: string;
  detailsSaved: string;

  passwordHeading: string;
  newPassword: string;
  newPasswordHint: string;
  confirmPassword: string;
  changePassword: string;
  passwordChanged: string;

  addressesHeading: string;
  shippingAddresses: string;
  billingAddresses: string;
  noAddresses: string;
  noAddressesOfKind: string;
  addAddress: string;
  newAddressHeading: string;
  editAddressHeading: string;
  addressKind: string;
  kindShipping: string;
  kindBilling: string;
  makeMainAddress: string;
  saveAddress: string;
  mainShipping: string;
  mainBilling: string;
  makeMainShipping: string;
  makeMainBilling: string;
  edit: string;
  remove: string;
  /** The accessible name of an address's buttons: the action and the address. */
  onAddress: (action: string, address: string) => string;
  otherCountry: string;
  addressAdded: string;
  addressSaved: string;
  addressRemoved: string;
  madeMainShipping: (address: string) => string;
  madeMainBilling: (address: string) => string;
  removeAddressTitle: string;
  removeAddressText: (address: string) => string;

  cardsHeading: string;
  noCards: string;
  brandName: (brand: string) => string;
  cardEnding: (brand: string, last4: string) => string;
  cardExpires: (expiry: string) => string;
  cardExpired: string;
  defaultCard: string;
  makeDefault: string;
  onCard: (action: string, card: string) => string;
  cardMadeDefault: (card: string) => string;
  cardRemoved: (card: string) => string;
  removeCardTitle: string;
  removeCardText: (card: string) => string;

  preferencesHeading: string;
  smsHeading: string;
  smsLabel: string;
  smsTerms: string;
  smsNeedsPhone: string;
  smsGoesTo: (phone: string) => string;
  smsSubscribed: string;
  smsUnsubscribed: string;
  newCode: string;
  interestsLegend: string;
  interestsHint: string;
  interestNames: Record<ProfileInterest, string>;
  shoeSize: string;
  shoeSizeHint: string;
  shoeSizeHalves: string;
  savePreferences: string;
  preferencesSaved: string;
}

const BRANDS: Readonly<Record<string, string>> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" };
const brandName = (fallback: string) => (brand: string) => BRANDS[brand.toLowerCase()] ?? fallback;

const en: AccountProfileStrings = {
  heading: "Your profile",
  loading: "Loading your profile…",
  guestText: "Sign in to see and change your details, your addresses, your saved cards and your preferences.",
  signIn: "Sign in",
  loadFailed: "We could not load this part of your account.",
  retry: "Try again",
  saving: "Saving…",
  cancel: "Cancel",
  optional: (label) => `${label} (optional)`,
  errors: {
    details: {
      AUT401: "Your current password is not right.",
      AUT453: "Email is not valid",
      PRO400: "Another account already signs in with this email address.",
      AUT442: "Another account already uses this phone number.",
      AUT444: "Another account already uses this phone number.",
      PRO410: "Please check your date of birth: account holders are at least 13.",
      PRO411: "Loyalty members need a date of birth.",
      ATTR300: "Please check this value.",
    },
    password: {
      AUT450: "Your current password is not right.",
      AUT451: "Your current password is not right.",
      AUT452: "Choose a new password that is different from your current one.",
      PRO415: "Your password could not be changed. Please try again.",
    },
    address: {
      CCA400: "This address is already in your address book.",
      CCA401: "This address is no longer in your address book.",
      PRO412: "Your address book is full. Remove an address first.",
      PRO414: "A saved card uses this billing address. Remove the card first.",
    },
    card: { PYT404: "This card is no longer saved in your account.", PRO412: "You cannot save more cards. Remove a card first." },
    sms: {
      SHP410: "Add a mobile number to your personal details first.",
      PRM140: "We have sent too many codes today. Please try again tomorrow.",
      AUT442: "Another account already uses this phone number.",
    },
    preferences: { ATTR300: "Please check this value." },
  },

  detailsHeading: "Personal details",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  emailHint: "You sign in with this address.",
  currentPassword: "Current password",
  currentPasswordHint: "Needed to change the email address you sign in with.",
  currentPasswordNeeded: "Enter your current password to change your email address",
  phone: "Mobile number",
  phoneHint: (example) => `For example ${example}`,
  birthDate: "Date of birth",
  birthDateHint: (format) => `As ${format}`,
  birthDateNeeded: "Loyalty members need a date of birth",
  tooYoung: (age) => `You need to be at least ${age} to have an account`,
  birthDateImplausible: "Please check the year of your date of birth",
  saveDetails: "Save details",
  detailsSaved: "Your details are saved.",

  passwordHeading: "Password",
  newPassword: "New password",
  newPasswordHint: "At least 8 characters with an upper-case letter, a lower-case letter and a number.",
  confirmPassword: "Confirm new password",
  changePassword: "Change password",
  passwordChanged: "Your password is changed. You stay signed in here; your other devices are signed out.",

  addressesHeading: "Addresses",
  shippingAddresses: "Delivery addresses",
  billingAddresses: "Billing addresses",
  noAddresses: "You have no saved addresses yet. Add one to check out faster.",
  noAddressesOfKind: "None yet.",
  addAddress: "Add an address",
  newAddressHeading: "New address",
  editAddressHeading: "Edit address",
  addressKind: "Use this address for",
  kindShipping: "Delivery",
  kindBilling: "Billing",
  makeMainAddress: "Make it my main address for this use",
  saveAddress: "Save address",
  mainShipping: "Main delivery address",
  mainBilling: "Main billing address",
  makeMainShipping: "Make main delivery address",
  makeMainBilling: "Make main billing address",
  edit: "Edit",
  remove: "Remove",
  onAddress: (action, address) => `${action}: ${address}`,
  otherCountry: "An address in another country: change it on that country’s site.",
  addressAdded: "The address is added.",
  addressSaved: "The address is saved.",
  addressRemoved: "The address is removed.",
  madeMainShipping: (address) => `${address} is now your main delivery address.`,
  madeMainBilling: (address) => `${address} is now your main billing address.`,
  removeAddressTitle: "Remove this address?",
  removeAddressText: (address) => `${address} will be removed from your address book.`,

  cardsHeading: "Saved cards",
  noCards: "You have no saved cards. You can save a card when you pay at checkout.",
  brandName: brandName("Card"),
  cardEnding: (brand, last4) => `${brand} ending in ${last4}`,
  cardExpires: (expiry) => `Expires ${expiry}`,
  cardExpired: "Expired",
  defaultCard: "Default card",
  makeDefault: "Make default",
  onCard: (action, card) => `${action}: ${card}`,
  cardMadeDefault: (card) => `${card} is now your default card.`,
  cardRemoved: (card) => `${card} is removed.`,
  removeCardTitle: "Remove this card?",
  removeCardText: (card) => `${card} will no longer be offered at checkout.`,

  preferencesHeading: "Preferences",
  smsHeading: "Text messages",
  smsLabel: "Send me offers and news by text message",
  smsTerms: "Message and data rates may apply. Reply STOP to cancel.",
  smsNeedsPhone: "Add a mobile number to your personal details to get text messages.",
  smsGoesTo: (phone) => `Texts go to ${phone}.`,
  smsSubscribed: "You are subscribed to text messages.",
  smsUnsubscribed: "You will no longer get text messages from us.",
  newCode: "Send a new code",
  interestsLegend: "Interests",
  interestsHint: "Pick what you like to do outdoors: we will show you more of it.",
  interestNames: {
    hiking: "Hiking",
    camping: "Camping",
    running: "Running",
    "trail-running": "Trail running",
    climbing: "Climbing",
    mountaineering: "Mountaineering",
    skiing: "Skiing",
    snowboarding: "Snowboarding",
    cycling: "Cycling",
    travel: "Travel",
    fishing: "Fishing",
    yoga: "Yoga",
  },
  shoeSize: "Preferred shoe size",
  shoeSizeHint: "A whole or half size, for example 9.5",
  shoeSizeHalves: "Enter a whole or half size",
  savePreferences: "Save preferences",
  preferencesSaved: "Your preferences are saved.",
};

const fr: AccountProfileStrings = {
  ...en,
  heading: "Votre profil",
  loading: "Chargement de votre profil…",
  guestText: "Connectez-vous pour consulter et modifier vos coordonnées, vos adresses, vos cartes enregistrées et vos préférences.",
  signIn: "Se connecter",
  loadFailed: "Nous n’avons pas pu charger cette partie de votre compte.",
  retry: "Réessayer",
  saving: "Enregistrement…",
  cancel: "Annuler",
  optional: (label) => `${label} (facultatif)`,
  errors: {
    details: {
      AUT401: "Votre mot de passe actuel n’est pas le bon.",
      AUT453: "L’adresse courriel n’est pas valide",
      PRO400: "Un autre compte se connecte déjà avec cette adresse courriel.",
      AUT442: "Un autre compte utilise déjà ce numéro de téléphone.",
      AUT444: "Un autre compte utilise déjà ce numéro de téléphone.",
      PRO410: "Vérifiez votre date de naissance : les titulaires d’un compte ont au moins 13 ans.",
      PRO411: "Les membres du programme de fidélité doivent indiquer leur date de naissance.",
      ATTR300: "Vérifiez cette valeur.",
    },
    password: {
      AUT450: "Votre mot de passe actuel n’est pas le bon.",
      AUT451: "Votre mot de passe actuel n’est pas le bon.",
      AUT452: "Choisissez un nouveau mot de passe différent de l’actuel.",
      PRO415: "Votre mot de passe n’a pas pu être modifié. Veuillez réessayer.",
    },
    address: {
      CCA400: "Cette adresse est déjà dans votre carnet d’adresses.",
      CCA401: "Cette adresse n’est plus dans votre carnet d’adresses.",
      PRO412: "Votre carnet d’adresses est plein. Supprimez d’abord une adresse.",
      PRO414: "Une carte enregistrée utilise cette adresse de facturation. Supprimez d’abord la carte.",
    },
    card: { PYT404: "Cette carte n’est plus enregistrée dans votre compte.", PRO412: "Vous ne pouvez pas enregistrer plus de cartes. Supprimez d’abord une carte." },
    sms: {
      SHP410: "Ajoutez d’abord un numéro de cellulaire à vos coordonnées.",
      PRM140: "Nous avons envoyé trop de codes aujourd’hui. Veuillez réessayer demain.",
      AUT442: "Un autre compte utilise déjà ce numéro de téléphone.",
    },
    preferences: { ATTR300: "Vérifiez cette valeur." },
  },

  detailsHeading: "Coordonnées",
  firstName: "Prénom",
  lastName: "Nom",
  email: "Courriel",
  emailHint: "Vous vous connectez avec cette adresse.",
  currentPassword: "Mot de passe actuel",
  currentPasswordHint: "Nécessaire pour changer l’adresse courriel de connexion.",
  currentPasswordNeeded: "Saisissez votre mot de passe actuel pour changer votre adresse courriel",
  phone: "Numéro de cellulaire",
  phoneHint: (example) => `Par exemple ${example}`,
  birthDate: "Date de naissance",
  birthDateHint: (format) => `Au format ${format.replace("DD", "JJ").replace("YYYY", "AAAA")}`,
  birthDateNeeded: "Les membres du programme de fidélité doivent indiquer leur date de naissance",
  tooYoung: (age) => `Vous devez avoir au moins ${age} ans pour avoir un compte`,
  birthDateImplausible: "Vérifiez l’année de votre date de naissance",
  saveDetails: "Enregistrer",
  detailsSaved: "Vos coordonnées sont enregistrées.",

  passwordHeading: "Mot de passe",
  newPassword: "Nouveau mot de passe",
  newPasswordHint: "Au moins 8 caractères avec une majuscule, une minuscule et un chiffre.",
  confirmPassword: "Confirmer le nouveau mot de passe",
  changePassword: "Changer le mot de passe",
  passwordChanged: "Votre mot de passe est changé. Vous restez connecté ici; vos autres appareils sont déconnectés.",

  addressesHeading: "Adresses",
  shippingAddresses: "Adresses de livraison",
  billingAddresses: "Adresses de facturation",
  noAddresses: "Vous n’avez pas encore d’adresse enregistrée. Ajoutez-en une pour payer plus vite.",
  noAddressesOfKind: "Aucune pour l’instant.",
  addAddress: "Ajouter une adresse",
  newAddressHeading: "Nouvelle adresse",
  editAddressHeading: "Modifier l’adresse",
  addressKind: "Utiliser cette adresse pour",
  kindShipping: "La livraison",
  kindBilling: "La facturation",
  makeMainAddress: "En faire mon adresse principale pour cet usage",
  saveAddress: "Enregistrer l’adresse",
  mainShipping: "Adresse de livraison principale",
  mainBilling: "Adresse de facturation principale",
  makeMainShipping: "En faire l’adresse de livraison principale",
  makeMainBilling: "En faire l’adresse de facturation principale",
  edit: "Modifier",
  remove: "Supprimer",
  otherCountry: "Une adresse dans un autre pays : modifiez-la sur le site de ce pays.",
  addressAdded: "L’adresse est ajoutée.",
  addressSaved: "L’adresse est enregistrée.",
  addressRemoved: "L’adresse est supprimée.",
  madeMainShipping: (address) => `${address} est maintenant votre adresse de livraison principale.`,
  madeMainBilling: (address) => `${address} est maintenant votre adresse de facturation principale.`,
  removeAddressTitle: "Supprimer cette adresse?",
  removeAddressText: (address) => `${address} sera supprimée de votre carnet d’adresses.`,

  cardsHeading: "Cartes enregistrées",
  noCards: "Vous n’avez pas de carte enregistrée. Vous pouvez enregistrer une carte au moment de payer.",
  brandName: brandName("Carte"),
  cardEnding: (brand, last4) => `${brand} se terminant par ${last4}`,
  cardExpires: (expiry) => `Expire ${expiry}`,
  cardExpired: "Expirée",
  defaultCard: "Carte par défaut",
  makeDefault: "Choisir par défaut",
  cardMadeDefault: (card) => `${card} est maintenant votre carte par défaut.`,
  cardRemoved: (card) => `${card} est supprimée.`,
  removeCardTitle: "Supprimer cette carte?",
  removeCardText: (card) => `${card} ne vous sera plus proposée au moment de payer.`,

  preferencesHeading: "Préférences",
  smsHeading: "Textos",
  smsLabel: "M’envoyer les offres et nouvelles par texto",
  smsTerms: "Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour annuler.",
  smsNeedsPhone: "Ajoutez un numéro de cellulaire à vos coordonnées pour recevoir des textos.",
  smsGoesTo: (phone) => `Les textos sont envoyés au ${phone}.`,
  smsSubscribed: "Vous êtes abonné aux textos.",
  smsUnsubscribed: "Vous ne recevrez plus de textos de notre part.",
  newCode: "Envoyer un nouveau code",
  interestsLegend: "Centres d’intérêt",
  interestsHint: "Choisissez vos activités de plein air : nous vous en montrerons davantage.",
  interestNames: {
    hiking: "Randonnée",
    camping: "Camping",
    running: "Course à pied",
    "trail-running": "Course en sentier",
    climbing: "Escalade",
    mountaineering: "Alpinisme",
    skiing: "Ski",
    snowboarding: "Planche à neige",
    cycling: "Vélo",
    travel: "Voyage",
    fishing: "Pêche",
    yoga: "Yoga",
  },
  shoeSize: "Pointure préférée",
  shoeSizeHint: "Une pointure entière ou une demi-pointure, par exemple 9.5",
  shoeSizeHalves: "Saisissez une pointure entière ou une demi-pointure",
  savePreferences: "Enregistrer les préférences",
  preferencesSaved: "Vos préférences sont enregistrées.",
};

const de: AccountProfileStrings = {
  ...en,
  heading: "Ihr Profil",
  loading: "Ihr Profil wird geladen…",
  guestText: "Melden Sie sich an, um Ihre Daten, Adressen, gespeicherten Karten und Einstellungen zu sehen und zu ändern.",
  signIn: "Anmelden",
  loadFailed: "Dieser Teil Ihres Kontos konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  saving: "Wird gespeichert…",
  cancel: "Abbrechen",
  optional: (label) => `${label} (optional)`,
  errors: {
    details: {
      AUT401: "Ihr aktuelles Passwort stimmt nicht.",
      AUT453: "Die E-Mail-Adresse ist ungültig",
      PRO400: "Mit dieser E-Mail-Adresse meldet sich bereits ein anderes Konto an.",
      AUT442: "Diese Telefonnummer nutzt bereits ein anderes Konto.",
      AUT444: "Diese Telefonnummer nutzt bereits ein anderes Konto.",
      PRO410: "Bitte prüfen Sie Ihr Geburtsdatum: Kontoinhaber sind mindestens 13 Jahre alt.",
      PRO411: "Mitglieder des Treueprogramms brauchen ein Geburtsdatum.",
      ATTR300: "Bitte prüfen Sie diesen Wert.",
    },
    password: {
      AUT450: "Ihr aktuelles Passwort stimmt nicht.",
      AUT451: "Ihr aktuelles Passwort stimmt nicht.",
      AUT452: "Wählen Sie ein neues Passwort, das sich vom aktuellen unterscheidet.",
      PRO415: "Ihr Passwort konnte nicht geändert werden. Bitte versuchen Sie es noch einmal.",
    },
    address: {
      CCA400: "Diese Adresse steht bereits in Ihrem Adressbuch.",
      CCA401: "Diese Adresse steht nicht mehr in Ihrem Adressbuch.",
      PRO412: "Ihr Adressbuch ist voll. Entfernen Sie zuerst eine Adresse.",
      PRO414: "Eine gespeicherte Karte nutzt diese Rechnungsadresse. Entfernen Sie zuerst die Karte.",
    },
    card: { PYT404: "Diese Karte ist nicht mehr in Ihrem Konto gespeichert.", PRO412: "Sie können keine weiteren Karten speichern. Entfernen Sie zuerst eine Karte." },
    sms: {
      SHP410: "Fügen Sie zuerst eine Handynummer zu Ihren persönlichen Daten hinzu.",
      PRM140: "Wir haben heute zu viele Codes gesendet. Bitte versuchen Sie es morgen noch einmal.",
      AUT442: "Diese Telefonnummer nutzt bereits ein anderes Konto.",
    },
    preferences: { ATTR300: "Bitte prüfen Sie diesen Wert." },
  },

  detailsHeading: "Persönliche Daten",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail",
  emailHint: "Mit dieser Adresse melden Sie sich an.",
  currentPassword: "Aktuelles Passwort",
  currentPasswordHint: "Nötig, um die E-Mail-Adresse für die Anmeldung zu ändern.",
  currentPasswordNeeded: "Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern",
  phone: "Handynummer",
  phoneHint: (example) => `Zum Beispiel ${example}`,
  birthDate: "Geburtsdatum",
  birthDateHint: (format) => `Im Format ${format.replace("DD", "TT").replace("YYYY", "JJJJ")}`,
  birthDateNeeded: "Mitglieder des Treueprogramms brauchen ein Geburtsdatum",
  tooYoung: (age) => `Für ein Konto müssen Sie mindestens ${age} Jahre alt sein`,
  birthDateImplausible: "Bitte prüfen Sie das Jahr Ihres Geburtsdatums",
  saveDetails: "Daten speichern",
  detailsSaved: "Ihre Daten sind gespeichert.",

  passwordHeading: "Passwort",
  newPassword: "Neues Passwort",
  newPasswordHint: "Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben und einer Ziffer.",
  confirmPassword: "Neues Passwort bestätigen",
  changePassword: "Passwort ändern",
  passwordChanged: "Ihr Passwort ist geändert. Hier bleiben Sie angemeldet; auf Ihren anderen Geräten wurden Sie abgemeldet.",

  addressesHeading: "Adressen",
  shippingAddresses: "Lieferadressen",
  billingAddresses: "Rechnungsadressen",
  noAddresses: "Sie haben noch keine Adressen gespeichert. Mit einer gespeicherten Adresse bezahlen Sie schneller.",
  noAddressesOfKind: "Noch keine.",
  addAddress: "Adresse hinzufügen",
  newAddressHeading: "Neue Adresse",
  editAddressHeading: "Adresse bearbeiten",
  addressKind: "Diese Adresse verwenden für",
  kindShipping: "Lieferung",
  kindBilling: "Rechnung",
  makeMainAddress: "Als Hauptadresse für diesen Zweck verwenden",
  saveAddress: "Adresse speichern",
  mainShipping: "Hauptlieferadresse",
  mainBilling: "Hauptrechnungsadresse",
  makeMainShipping: "Als Hauptlieferadresse festlegen",
  makeMainBilling: "Als Hauptrechnungsadresse festlegen",
  edit: "Bearbeiten",
  remove: "Entfernen",
  otherCountry: "Eine Adresse in einem anderen Land: Ändern Sie sie auf der Website dieses Landes.",
  addressAdded: "Die Adresse ist hinzugefügt.",
  addressSaved: "Die Adresse ist gespeichert.",
  addressRemoved: "Die Adresse ist entfernt.",
  madeMainShipping: (address) => `${address} ist jetzt Ihre Hauptlieferadresse.`,
  madeMainBilling: (address) => `${address} ist jetzt Ihre Hauptrechnungsadresse.`,
  removeAddressTitle: "Diese Adresse entfernen?",
  removeAddressText: (address) => `${address} wird aus Ihrem Adressbuch entfernt.`,

  cardsHeading: "Gespeicherte Karten",
  noCards: "Sie haben keine Karten gespeichert. Beim Bezahlen können Sie eine Karte speichern.",
  brandName: brandName("Karte"),
  cardEnding: (brand, last4) => `${brand} mit Endziffern ${last4}`,
  cardExpires: (expiry) => `Gültig bis ${expiry}`,
  cardExpired: "Abgelaufen",
  defaultCard: "Standardkarte",
  makeDefault: "Als Standard festlegen",
  cardMadeDefault: (card) => `${card} ist jetzt Ihre Standardkarte.`,
  cardRemoved: (card) => `${card} ist entfernt.`,
  removeCardTitle: "Diese Karte entfernen?",
  removeCardText: (card) => `${card} wird beim Bezahlen nicht mehr angeboten.`,

  preferencesHeading: "Einstellungen",
  smsHeading: "SMS",
  smsLabel: "Angebote und Neuigkeiten per SMS erhalten",
  smsTerms: "Es können Kosten für SMS und Daten anfallen. Antworten Sie STOP zum Abmelden.",
  smsNeedsPhone: "Fügen Sie Ihren persönlichen Daten eine Handynummer hinzu, um SMS zu erhalten.",
  smsGoesTo: (phone) => `SMS gehen an ${phone}.`,
  smsSubscribed: "Sie erhalten jetzt SMS von uns.",
  smsUnsubscribed: "Sie erhalten keine SMS mehr von uns.",
  newCode: "Neuen Code senden",
  interestsLegend: "Interessen",
  interestsHint: "Wählen Sie, was Sie draußen gern tun: Wir zeigen Ihnen mehr davon.",
  interestNames: {
    hiking: "Wandern",
    camping: "Camping",
    running: "Laufen",
    "trail-running": "Trailrunning",
    climbing: "Klettern",
    mountaineering: "Bergsteigen",
    skiing: "Skifahren",
    snowboarding: "Snowboarden",
    cycling: "Radfahren",
    travel: "Reisen",
    fishing: "Angeln",
    yoga: "Yoga",
  },
  shoeSize: "Bevorzugte Schuhgröße",
  shoeSizeHint: "Eine ganze oder halbe Größe, zum Beispiel 42.5",
  shoeSizeHalves: "Geben Sie eine ganze oder halbe Größe ein",
  savePreferences: "Einstellungen speichern",
  preferencesSaved: "Ihre Einstellungen sind gespeichert.",
};

const BY_LANGUAGE: Readonly<Record<string, AccountProfileStrings>> = { en, fr, de };

export const accountProfileStrings = (siteId: string): AccountProfileStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
