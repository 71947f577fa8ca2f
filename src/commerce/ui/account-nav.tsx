import { useEngine } from "../../engine/react/engine-context.tsx";
import { siteById } from "../../../contracts/sites.ts";
import styles from "./account-nav.module.css";

/** The account area's pages (content-service slugs, commerce spec §2), in the order shoppers look for them. */
export const ACCOUNT_PAGES = ["account", "account-profile", "favorites"] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

const LABELS: Record<string, Record<AccountPage, string>> = {
  en: { account: "Overview and orders", "account-profile": "Profile and addresses", favorites: "Favourites" },
  fr: { account: "Aperçu et commandes", "account-profile": "Profil et adresses", favorites: "Favoris" },
  de: { account: "Übersicht und Bestellungen", "account-profile": "Profil und Adressen", favorites: "Favoriten" },
};
const NAV_LABEL: Record<string, string> = { en: "Your account", fr: "Votre compte", de: "Ihr Konto" };

/** The account area's own navigation, shown by each account screen above its content. */
export function AccountNav({ current }: { current: AccountPage }) {
  const { page } = useEngine();
  const language = siteById(page.siteId).language;
  const labels = LABELS[language] ?? LABELS.en!;
  return (
    <nav aria-label={NAV_LABEL[language] ?? NAV_LABEL.en} className={styles.nav}>
      <ul>
        {ACCOUNT_PAGES.map((slug) => (
          <li key={slug}>
            <a href={`/${page.localePath}/${slug}`} aria-current={slug === current ? "page" : undefined}>
              {labels[slug]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
