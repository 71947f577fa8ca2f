import type { CSSProperties } from "react";
import type { Registry } from "../../registry/create-registry.ts";
import type { PageContext } from "../page-context.ts";
import type { ResolvedPage, SectionNode } from "../types.ts";
import { blockElements } from "./block-view.tsx";
import { hideClasses, marginVariables } from "./breakpoint-classes.ts";
import { useEngine } from "./engine-context.tsx";

/**
 * A section is empty, and is not rendered, when every item in it is a control block that
 * resolved to nothing (segmentation with no match and no baseline, a filter-by that filters out)
 * or a block that shows nothing for this context (`isEmpty`: recommendations of an empty slot).
 */
export function isSectionEmpty(section: SectionNode, registry: Registry, context: PageContext): boolean {
  if (section.items.length === 0) return true;
  return section.items.every((node) => {
    if (node.kind !== "block") return false;
    const definition = registry.get(node.type);
    if (definition?.isEmpty?.(node.props, context)) return true;
    const selection = definition?.select?.(node.props, context);
    return selection?.status === "resolved" && selection.nodes.length === 0;
  });
}

export function SectionView({ section }: { section: SectionNode }) {
  const engine = useEngine();
  const { registry, page } = engine;
  if (isSectionEmpty(section, registry, page)) return null;
  const className = [
    "cms-section",
    section.isFullWidth ? "cms-section--full" : "cms-section--contained",
    section.isSticky ? "cms-section--sticky" : "",
    hideClasses(section.hideOnBreakpoint),
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <section
      className={className}
      style={marginVariables(section.bottomMargins) as CSSProperties}
      aria-label={section.name || undefined}
      data-section-id={page.mode === "preview" ? section.id : undefined}
    >
      {blockElements(section.items, engine)}
    </section>
  );
}

export function PageView({ page }: { page: ResolvedPage }) {
  return (
    <div className="cms-page">
      {page.sections.map((section, index) => (
        <SectionView key={`${section.id}:${index}`} section={section} />
      ))}
    </div>
  );
}
