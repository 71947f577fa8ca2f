import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { ChildPageList } from "./child-page-list.ts";
import type { ChildPagesProps } from "./schema.ts";
import styles from "./child-pages.module.css";

/** Links to the pages under a parent page. Renders nothing when there are none or they failed to load. */
export default function ChildPages({ title, limit, data }: BlockComponentProps<ChildPagesProps, ChildPageList>) {
  const { page } = useEngine();
  const items = data?.items.slice(0, limit) ?? [];
  if (items.length === 0) return null;
  return (
    <nav className={styles.childPages} aria-label={title ?? "Related pages"}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.slug}>
            <a href={`/${page.localePath}/${item.slug}`} className={styles.link}>
              <strong>{item.title}</strong>
              {item.description && <span>{item.description}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
