import { siteById } from "../../../../contracts/sites.ts";

export interface AssociateLoginStrings {
  heading: string;
  intro: string;
  store: string;
  employeeId: string;
  password: string;
  signIn: string;
  working: string;
  connected: (store: string, employee: string) => string;
  connectedHint: string;
  startShopping: string;
}

const en: AssociateLoginStrings = {
  heading: "Associate sign-in",
  intro: "Sign in with your store and employee id to shop for a customer in store.",
  store: "Store id",
  employeeId: "Employee id",
  password: "Password",
  signIn: "Sign in",
  working: "One moment…",
  connected: (store, employee) => `Connected: ${employee} at ${store}.`,
  connectedHint: "Carts you start now are buy-in-store carts: you can adjust prices in the cart. Favourites and saved-for-later are off while connected.",
  startShopping: "Start shopping",
};

const fr: AssociateLoginStrings = {
  ...en,
  heading: "Connexion conseiller",
  intro: "Connectez-vous avec votre magasin et votre numéro d’employé pour servir un client en magasin.",
  store: "Numéro de magasin",
  employeeId: "Numéro d’employé",
  password: "Mot de passe",
  signIn: "Se connecter",
  working: "Un instant…",
  connected: (store, employee) => `Connecté : ${employee} à ${store}.`,
  connectedHint: "Les paniers créés maintenant sont des paniers en magasin : vous pouvez ajuster les prix. Favoris et articles mis de côté sont désactivés.",
  startShopping: "Commencer",
};

const de: AssociateLoginStrings = {
  ...en,
  heading: "Anmeldung für Mitarbeitende",
  intro: "Melden Sie sich mit Filiale und Personalnummer an, um für Kundschaft im Laden einzukaufen.",
  store: "Filialnummer",
  employeeId: "Personalnummer",
  password: "Passwort",
  signIn: "Anmelden",
  working: "Einen Moment…",
  connected: (store, employee) => `Verbunden: ${employee} in ${store}.`,
  connectedHint: "Neue Warenkörbe sind Filial-Warenkörbe: Sie können Preise anpassen. Favoriten und Gemerkt sind währenddessen aus.",
  startShopping: "Einkauf starten",
};

const BY_LANGUAGE: Record<string, AssociateLoginStrings> = { en, fr, de };
export const associateLoginStrings = (siteId: string) => BY_LANGUAGE[siteById(siteId).language] ?? en;
