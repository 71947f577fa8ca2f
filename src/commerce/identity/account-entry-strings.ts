import { siteById } from "../../../contracts/sites.ts";

/** The header account entry's words, per site language: every page loads them, so only these. */
export interface AccountEntryStrings {
  signIn: string;
  signOut: string;
  signingOut: string;
  accountMenu: (firstName: string | undefined) => string;
  account: string;
  profile: string;
  favourites: string;
  associateBadge: (store: string, employee: string) => string;
}

const en: AccountEntryStrings = {
  signIn: "Sign in",
  signOut: "Sign out",
  signingOut: "Signing out…",
  accountMenu: (firstName) => (firstName ? `Hi, ${firstName}` : "Your account"),
  account: "Account and orders",
  profile: "Profile and addresses",
  favourites: "Favourites",
  associateBadge: (store, employee) => `${store} · ${employee}`,
};

const fr: AccountEntryStrings = {
  ...en,
  signIn: "Se connecter",
  signOut: "Se déconnecter",
  signingOut: "Déconnexion…",
  accountMenu: (firstName) => (firstName ? `Bonjour, ${firstName}` : "Votre compte"),
  account: "Compte et commandes",
  profile: "Profil et adresses",
  favourites: "Favoris",
};

const de: AccountEntryStrings = {
  ...en,
  signIn: "Anmelden",
  signOut: "Abmelden",
  signingOut: "Abmelden…",
  accountMenu: (firstName) => (firstName ? `Hallo, ${firstName}` : "Ihr Konto"),
  account: "Konto und Bestellungen",
  profile: "Profil und Adressen",
  favourites: "Favoriten",
};

const BY_LANGUAGE: Record<string, AccountEntryStrings> = { en, fr, de };

export const accountEntryStrings = (siteId: string): AccountEntryStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
