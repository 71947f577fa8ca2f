import { siteById } from "../../../../contracts/sites.ts";

/** The account overview's words, per site language (English for a language without its own). */
export interface AccountOverviewStrings {
  heading: string;
  loading: string;
  loadFailed: string;
  retry: string;
  greeting: (firstName: string) => string;
  guestText: string;
  signIn: string;
  createAccount: string;
  loyaltyTitle: string;
  points: (points: string) => string;
  pointsLabel: string;
  rewardsTitle: string;
  /** A voucher: its amount off for its points. */
  voucher: (amount: string, points: string) => string;
  bestVoucher: (amount: string) => string;
  noVoucherYet: string;
  welcomeOffer: string;
  couponCode: string;
  validUntil: (date: string) => string;
  joined: string;
  joinTitle: (programme: string) => string;
  joinText: string;
  join: string;
  birthDate: string;
  birthDateHint: string;
  dateFormat: (format: string) => string;
  tooYoung: string;
  working: string;
  employeeTitle: string;
  employeeSpend: (spent: string, cap: string) => string;
  athleteTitle: string;
  proTitle: string;
  creditLeft: (remaining: string, credit: string) => string;
  remaining: (amount: string) => string;
}

const en: AccountOverviewStrings = {
  heading: "Your account",
  loading: "Loading your account…",
  loadFailed: "Your account could not be loaded.",
  retry: "Try again",
  greeting: (firstName) => (firstName ? `Hello, ${firstName}` : "Hello"),
  guestText: "Sign in to see your orders, follow their delivery and use your loyalty points.",
  signIn: "Sign in",
  createAccount: "Create an account",
  loyaltyTitle: "Ridgeline Rewards",
  points: (points) => `${points} points`,
  pointsLabel: "Your points",
  rewardsTitle: "Rewards your points reach",
  voucher: (amount, points) => `${amount} off for ${points} points`,
  bestVoucher: (amount) => `Use up to ${amount} off at checkout.`,
  noVoucherYet: "Keep collecting points: your first reward is on its way.",
  welcomeOffer: "Your welcome offer",
  couponCode: "Code",
  validUntil: (date) => `Valid until ${date}`,
  joined: "Welcome to the programme! Your points start with your next order.",
  joinTitle: (programme) => `Join ${programme}`,
  joinText: "Earn points on every order, turn them into money off, and get a welcome offer when you join. It is free.",
  join: "Join now",
  birthDate: "Birth date",
  birthDateHint: "The programme needs it to check your age, and has a treat for your birthday.",
  dateFormat: (format) => `Write it as ${format}.`,
  tooYoung: "You need to be at least 13 to join.",
  working: "One moment…",
  employeeTitle: "Employee discount",
  employeeSpend: (spent, cap) => `${spent} of your ${cap} yearly allowance spent`,
  athleteTitle: "Athlete credit",
  proTitle: "Pro programme credit",
  creditLeft: (remaining, credit) => `${remaining} of your ${credit} yearly credit left`,
  remaining: (amount) => `${amount} left`,
};

const fr: AccountOverviewStrings = {
  ...en,
  heading: "Votre compte",
  loading: "Chargement de votre compte…",
  loadFailed: "Votre compte n’a pas pu être chargé.",
  retry: "Réessayer",
  greeting: (firstName) => (firstName ? `Bonjour ${firstName}` : "Bonjour"),
  guestText: "Connectez-vous pour voir vos commandes, suivre leur livraison et utiliser vos points de fidélité.",
  signIn: "Se connecter",
  createAccount: "Créer un compte",
  loyaltyTitle: "Ridgeline Récompenses",
  points: (points) => `${points} points`,
  pointsLabel: "Vos points",
  rewardsTitle: "Récompenses à votre portée",
  voucher: (amount, points) => `${amount} de réduction pour ${points} points`,
  bestVoucher: (amount) => `Jusqu’à ${amount} de réduction au paiement.`,
  noVoucherYet: "Continuez à cumuler des points : votre première récompense approche.",
  welcomeOffer: "Votre offre de bienvenue",
  couponCode: "Code",
  validUntil: (date) => `Valable jusqu’au ${date}`,
  joined: "Bienvenue dans le programme! Vos points commencent avec votre prochaine commande.",
  joinTitle: (programme) => `Adhérer à ${programme}`,
  joinText: "Cumulez des points à chaque commande, échangez-les contre des réductions et recevez une offre de bienvenue à l’adhésion. C’est gratuit.",
  join: "Adhérer",
  birthDate: "Date de naissance",
  birthDateHint: "Le programme en a besoin pour vérifier votre âge, et vous réserve une surprise pour votre anniversaire.",
  dateFormat: (format) => `Au format ${format}.`,
  tooYoung: "Vous devez avoir au moins 13 ans pour adhérer.",
  working: "Un instant…",
  employeeTitle: "Rabais employé",
  employeeSpend: (spent, cap) => `${spent} dépensés sur votre allocation annuelle de ${cap}`,
  athleteTitle: "Crédit athlète",
  proTitle: "Crédit programme pro",
  creditLeft: (remaining, credit) => `Il vous reste ${remaining} sur votre crédit annuel de ${credit}`,
  remaining: (amount) => `${amount} restants`,
};

const de: AccountOverviewStrings = {
  ...en,
  heading: "Ihr Konto",
  loading: "Ihr Konto wird geladen…",
  loadFailed: "Ihr Konto konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  greeting: (firstName) => (firstName ? `Hallo ${firstName}` : "Hallo"),
  guestText: "Melden Sie sich an, um Ihre Bestellungen zu sehen, ihre Lieferung zu verfolgen und Ihre Treuepunkte einzulösen.",
  signIn: "Anmelden",
  createAccount: "Konto erstellen",
  loyaltyTitle: "Ridgeline Rewards",
  points: (points) => `${points} Punkte`,
  pointsLabel: "Ihre Punkte",
  rewardsTitle: "Prämien für Ihre Punkte",
  voucher: (amount, points) => `${amount} Rabatt für ${points} Punkte`,
  bestVoucher: (amount) => `Bis zu ${amount} Rabatt an der Kasse.`,
  noVoucherYet: "Sammeln Sie weiter Punkte: Ihre erste Prämie ist nicht mehr weit.",
  welcomeOffer: "Ihr Willkommensangebot",
  couponCode: "Code",
  validUntil: (date) => `Gültig bis ${date}`,
  joined: "Willkommen im Programm! Ihre Punkte beginnen mit Ihrer nächsten Bestellung.",
  joinTitle: (programme) => `${programme} beitreten`,
  joinText: "Sammeln Sie bei jeder Bestellung Punkte, lösen Sie sie als Rabatt ein und erhalten Sie beim Beitritt ein Willkommensangebot. Kostenlos.",
  join: "Jetzt beitreten",
  birthDate: "Geburtsdatum",
  birthDateHint: "Das Programm braucht es für die Altersprüfung – und hat eine Überraschung zu Ihrem Geburtstag.",
  dateFormat: (format) => `Im Format ${format}.`,
  tooYoung: "Sie müssen mindestens 13 Jahre alt sein, um beizutreten.",
  working: "Einen Moment…",
  employeeTitle: "Mitarbeiterrabatt",
  employeeSpend: (spent, cap) => `${spent} von Ihrem Jahresbudget von ${cap} ausgegeben`,
  athleteTitle: "Athleten-Guthaben",
  proTitle: "Pro-Programm-Guthaben",
  creditLeft: (remaining, credit) => `${remaining} von Ihrem Jahresguthaben von ${credit} übrig`,
  remaining: (amount) => `${amount} übrig`,
};

const BY_LANGUAGE: Record<string, AccountOverviewStrings> = { en, fr, de };

export const accountOverviewStrings = (siteId: string): AccountOverviewStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
