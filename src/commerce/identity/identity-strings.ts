import { siteById } from "../../../contracts/sites.ts";
import { accountEntryStrings, type AccountEntryStrings } from "./account-entry-strings.ts";

/** The words of sign-in, sign-up, profile completion, the account entry and the employee terms, per site language. */
export interface IdentityStrings extends AccountEntryStrings {
  dialogTitle: Record<"lookup" | "sign-in" | "sign-up" | "forgot-password" | "confirmation" | "completion", string>;
  lookupIntro: string;
  email: string;
  password: string;
  confirmPassword: string;
  showPassword: string;
  continue: string;
  back: string;
  close: string;
  working: string;
  signInIntro: (email: string) => string;
  notYou: string;
  forgotPassword: string;
  resetInstead: string;
  signUpIntro: (email: string) => string;
  createAccount: string;
  firstName: string;
  lastName: string;
  phone: (example: string) => string;
  birthDate: (format: string) => string;
  postalCode: string;
  joinLoyalty: string;
  joinLoyaltyHint: string;
  newsletter: string;
  smsOptIn: string;
  passwordHint: string;
  forgotIntro: string;
  sendLink: string;
  linkSent: string;
  welcomeBack: (firstName: string) => string;
  signedIn: string;
  mergedCart: string;
  steps: Record<"non-loyalty" | "welcome" | "mobile" | "profile" | "interests" | "success", { title: string; text: string }>;
  stepOf: (step: number, count: number) => string;
  skip: string;
  save: string;
  join: string;
  interestNames: Record<string, string>;
  termsTitle: string;
  termsText: string;
  termsAccept: string;
  termsLater: string;
  termsAccepted: string;
  resetTitle: string;
  newPassword: string;
  resetSave: string;
  resetDone: string;
  resetMissing: string;
  signUpDone: string;
}

const en: Omit<IdentityStrings, keyof AccountEntryStrings> = {
  dialogTitle: { lookup: "Sign in or create an account", "sign-in": "Sign in", "sign-up": "Create an account", "forgot-password": "Reset your password", confirmation: "You are signed in", completion: "Your account" },
  lookupIntro: "Enter your email address: we will sign you in, or help you create an account.",
  email: "Email address",
  password: "Password",
  confirmPassword: "Confirm password",
  showPassword: "Show password",
  continue: "Continue",
  back: "Back",
  close: "Close",
  working: "One moment…",
  signInIntro: (email) => `Welcome back. Enter the password for ${email}.`,
  notYou: "Use another email",
  forgotPassword: "Forgot your password?",
  resetInstead: "Reset your password",
  signUpIntro: (email) => `No account uses ${email} yet. Create one in a minute.`,
  createAccount: "Create account",
  firstName: "First name",
  lastName: "Last name",
  phone: (example) => `Mobile phone (e.g. ${example})`,
  birthDate: (format) => `Birth date (${format})`,
  postalCode: "Postal code",
  joinLoyalty: "Join Ridgeline Rewards",
  joinLoyaltyHint: "Earn points on every purchase and get member prices.",
  newsletter: "Email me news and offers",
  smsOptIn: "Text me offers (standard rates apply)",
  passwordHint: "At least 8 characters, with an upper-case letter, a lower-case letter and a number.",
  forgotIntro: "Enter your email address and we will send you a link to choose a new password.",
  sendLink: "Send the link",
  linkSent: "If an account exists for this email, we have sent a link to reset the password. It works for one hour.",
  welcomeBack: (firstName) => (firstName ? `Welcome back, ${firstName}.` : "Welcome back."),
  signedIn: "You are signed in.",
  mergedCart: "Items from your earlier visit were added to your cart.",
  steps: {
    "non-loyalty": { title: "Join Ridgeline Rewards?", text: "Members earn points on every purchase, get member prices and a welcome offer." },
    welcome: { title: "Welcome to Ridgeline Rewards", text: "You are a member: your points and member prices apply from now on." },
    mobile: { title: "Add your mobile number", text: "For delivery updates and to sign in faster." },
    profile: { title: "Complete your profile", text: "A few details make your orders and offers fit you." },
    interests: { title: "What do you love doing outside?", text: "Pick a few: we will show you more of it." },
    success: { title: "All set", text: "Your profile is complete. Thank you!" },
  },
  stepOf: (step, count) => `Step ${step} of ${count}`,
  skip: "Not now",
  save: "Save and continue",
  join: "Join",
  interestNames: { hiking: "Hiking", camping: "Camping", running: "Running", "trail-running": "Trail running", climbing: "Climbing", mountaineering: "Mountaineering", skiing: "Skiing", snowboarding: "Snowboarding", cycling: "Cycling", travel: "Travel", fishing: "Fishing", yoga: "Yoga" },
  termsTitle: "Employee discount terms",
  termsText:
    "The employee discount is for your own use and your household's, up to your annual allowance. Reselling discounted goods is not allowed. Purchases are reviewed against the allowance; misuse ends the discount. Accept the terms to see employee prices.",
  termsAccept: "Accept the terms",
  termsLater: "Not now",
  termsAccepted: "Thank you: employee prices now apply.",
  resetTitle: "Choose a new password",
  newPassword: "New password",
  resetSave: "Save the new password",
  resetDone: "Your password is changed. You can sign in with it now.",
  resetMissing: "This link is not complete. Ask for a new one from the sign-in dialog (Forgot your password?).",
  signUpDone: "Your account is ready and you are signed in.",
};

const fr: Omit<IdentityStrings, keyof AccountEntryStrings> = {
  ...en,
  dialogTitle: { lookup: "Se connecter ou créer un compte", "sign-in": "Se connecter", "sign-up": "Créer un compte", "forgot-password": "Réinitialiser le mot de passe", confirmation: "Vous êtes connecté", completion: "Votre compte" },
  lookupIntro: "Saisissez votre adresse courriel : nous vous connecterons ou vous aiderons à créer un compte.",
  email: "Adresse courriel",
  password: "Mot de passe",
  confirmPassword: "Confirmer le mot de passe",
  showPassword: "Afficher le mot de passe",
  continue: "Continuer",
  back: "Retour",
  close: "Fermer",
  working: "Un instant…",
  signInIntro: (email) => `Bon retour. Saisissez le mot de passe de ${email}.`,
  notYou: "Utiliser une autre adresse",
  forgotPassword: "Mot de passe oublié ?",
  resetInstead: "Réinitialiser le mot de passe",
  signUpIntro: (email) => `Aucun compte n’utilise ${email}. Créez-en un en une minute.`,
  createAccount: "Créer le compte",
  firstName: "Prénom",
  lastName: "Nom",
  phone: (example) => `Téléphone mobile (ex. ${example})`,
  birthDate: (format) => `Date de naissance (${format})`,
  postalCode: "Code postal",
  joinLoyalty: "Rejoindre Ridgeline Rewards",
  joinLoyaltyHint: "Cumulez des points à chaque achat et profitez des prix membres.",
  newsletter: "Recevoir les nouveautés et offres par courriel",
  smsOptIn: "Recevoir les offres par texto",
  passwordHint: "Au moins 8 caractères, avec une majuscule, une minuscule et un chiffre.",
  forgotIntro: "Saisissez votre adresse courriel : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  sendLink: "Envoyer le lien",
  linkSent: "Si un compte existe pour cette adresse, nous avons envoyé un lien de réinitialisation. Il est valable une heure.",
  welcomeBack: (firstName) => (firstName ? `Bon retour, ${firstName}.` : "Bon retour."),
  signedIn: "Vous êtes connecté.",
  mergedCart: "Les articles de votre visite précédente ont été ajoutés à votre panier.",
  steps: {
    "non-loyalty": { title: "Rejoindre Ridgeline Rewards ?", text: "Les membres cumulent des points, profitent des prix membres et d’une offre de bienvenue." },
    welcome: { title: "Bienvenue chez Ridgeline Rewards", text: "Vous êtes membre : vos points et prix membres s’appliquent dès maintenant." },
    mobile: { title: "Ajoutez votre numéro de mobile", text: "Pour le suivi des livraisons et une connexion plus rapide." },
    profile: { title: "Complétez votre profil", text: "Quelques informations pour des commandes et offres à votre mesure." },
    interests: { title: "Qu’aimez-vous faire dehors ?", text: "Choisissez-en quelques-uns." },
    success: { title: "C’est fait", text: "Votre profil est complet. Merci !" },
  },
  stepOf: (step, count) => `Étape ${step} sur ${count}`,
  skip: "Plus tard",
  save: "Enregistrer et continuer",
  join: "Rejoindre",
  interestNames: { hiking: "Randonnée", camping: "Camping", running: "Course", "trail-running": "Trail", climbing: "Escalade", mountaineering: "Alpinisme", skiing: "Ski", snowboarding: "Planche à neige", cycling: "Vélo", travel: "Voyage", fishing: "Pêche", yoga: "Yoga" },
  termsTitle: "Conditions de la remise employé",
  termsText: "La remise employé est réservée à votre usage et à celui de votre foyer, dans la limite de votre allocation annuelle. La revente est interdite. Acceptez les conditions pour voir les prix employés.",
  termsAccept: "Accepter les conditions",
  termsLater: "Plus tard",
  termsAccepted: "Merci : les prix employés s’appliquent.",
  resetTitle: "Choisissez un nouveau mot de passe",
  newPassword: "Nouveau mot de passe",
  resetSave: "Enregistrer le mot de passe",
  resetDone: "Votre mot de passe est changé. Vous pouvez vous connecter.",
  resetMissing: "Ce lien est incomplet. Demandez-en un nouveau (Mot de passe oublié ?).",
  signUpDone: "Votre compte est prêt et vous êtes connecté.",
};

const de: Omit<IdentityStrings, keyof AccountEntryStrings> = {
  ...en,
  dialogTitle: { lookup: "Anmelden oder Konto erstellen", "sign-in": "Anmelden", "sign-up": "Konto erstellen", "forgot-password": "Passwort zurücksetzen", confirmation: "Sie sind angemeldet", completion: "Ihr Konto" },
  lookupIntro: "Geben Sie Ihre E-Mail-Adresse ein: Wir melden Sie an oder helfen beim Erstellen eines Kontos.",
  email: "E-Mail-Adresse",
  password: "Passwort",
  confirmPassword: "Passwort bestätigen",
  showPassword: "Passwort anzeigen",
  continue: "Weiter",
  back: "Zurück",
  close: "Schließen",
  working: "Einen Moment…",
  signInIntro: (email) => `Willkommen zurück. Geben Sie das Passwort für ${email} ein.`,
  notYou: "Andere E-Mail verwenden",
  forgotPassword: "Passwort vergessen?",
  resetInstead: "Passwort zurücksetzen",
  signUpIntro: (email) => `Noch kein Konto nutzt ${email}. Erstellen Sie eines in einer Minute.`,
  createAccount: "Konto erstellen",
  firstName: "Vorname",
  lastName: "Nachname",
  phone: (example) => `Mobilnummer (z. B. ${example})`,
  birthDate: (format) => `Geburtsdatum (${format})`,
  postalCode: "Postleitzahl",
  joinLoyalty: "Ridgeline Rewards beitreten",
  joinLoyaltyHint: "Punkte bei jedem Einkauf und Mitgliederpreise.",
  newsletter: "Neuigkeiten und Angebote per E-Mail",
  smsOptIn: "Angebote per SMS",
  passwordHint: "Mindestens 8 Zeichen, mit Groß- und Kleinbuchstaben und einer Ziffer.",
  forgotIntro: "Geben Sie Ihre E-Mail-Adresse ein: Wir senden Ihnen einen Link für ein neues Passwort.",
  sendLink: "Link senden",
  linkSent: "Falls ein Konto mit dieser E-Mail existiert, haben wir einen Link gesendet. Er gilt eine Stunde.",
  welcomeBack: (firstName) => (firstName ? `Willkommen zurück, ${firstName}.` : "Willkommen zurück."),
  signedIn: "Sie sind angemeldet.",
  mergedCart: "Artikel aus Ihrem früheren Besuch wurden in Ihren Warenkorb gelegt.",
  steps: {
    "non-loyalty": { title: "Ridgeline Rewards beitreten?", text: "Mitglieder sammeln Punkte, erhalten Mitgliederpreise und ein Willkommensangebot." },
    welcome: { title: "Willkommen bei Ridgeline Rewards", text: "Sie sind Mitglied: Punkte und Mitgliederpreise gelten ab sofort." },
    mobile: { title: "Mobilnummer hinzufügen", text: "Für Lieferinfos und schnellere Anmeldung." },
    profile: { title: "Profil vervollständigen", text: "Ein paar Angaben für passende Bestellungen und Angebote." },
    interests: { title: "Was machen Sie gern draußen?", text: "Wählen Sie ein paar Aktivitäten." },
    success: { title: "Fertig", text: "Ihr Profil ist vollständig. Danke!" },
  },
  stepOf: (step, count) => `Schritt ${step} von ${count}`,
  skip: "Später",
  save: "Speichern und weiter",
  join: "Beitreten",
  interestNames: { hiking: "Wandern", camping: "Camping", running: "Laufen", "trail-running": "Trailrunning", climbing: "Klettern", mountaineering: "Bergsteigen", skiing: "Skifahren", snowboarding: "Snowboarden", cycling: "Radfahren", travel: "Reisen", fishing: "Angeln", yoga: "Yoga" },
  termsTitle: "Bedingungen des Mitarbeiterrabatts",
  termsText: "Der Mitarbeiterrabatt gilt für Sie und Ihren Haushalt bis zu Ihrem Jahresbudget. Weiterverkauf ist nicht erlaubt. Akzeptieren Sie die Bedingungen, um Mitarbeiterpreise zu sehen.",
  termsAccept: "Bedingungen akzeptieren",
  termsLater: "Später",
  termsAccepted: "Danke: Mitarbeiterpreise gelten jetzt.",
  resetTitle: "Neues Passwort wählen",
  newPassword: "Neues Passwort",
  resetSave: "Neues Passwort speichern",
  resetDone: "Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.",
  resetMissing: "Dieser Link ist unvollständig. Fordern Sie einen neuen an (Passwort vergessen?).",
  signUpDone: "Ihr Konto ist bereit und Sie sind angemeldet.",
};

const BY_LANGUAGE: Record<string, Omit<IdentityStrings, keyof AccountEntryStrings>> = { en, fr, de };

/** The dialog's and forms' words, with the account entry's (which the header loads on its own). */
export const identityStrings = (siteId: string): IdentityStrings => ({ ...accountEntryStrings(siteId), ...(BY_LANGUAGE[siteById(siteId).language] ?? en) });
