import type { FooterDocument } from "../../../contracts/content/layout-documents.ts";
import { SafeLink } from "../../ui/safe-link.tsx";

export function SiteFooter({ footer }: { footer: FooterDocument }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {footer.columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <SafeLink href={link.url}>{link.title}</SafeLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {footer.legal && <p className="site-footer__legal">{footer.legal}</p>}
    </footer>
  );
}
