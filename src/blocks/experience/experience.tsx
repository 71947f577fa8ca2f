import { BlockList } from "../../engine/react/block-view.tsx";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { resolveExperience } from "../../engine/control/resolve-experience.ts";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { chosenVariant } from "./forced-variant.ts";
import type { ExperienceProps } from "./schema.ts";

/**
 * Shows the variant the page's decision names (decided by the server, so the first paint and the
 * hydrated page agree; decided again on the recalculation event, see use-page-personalisation.ts),
 * the baseline when there is none.
 */
export default function Experience(props: BlockComponentProps<ExperienceProps>) {
  const { page } = useEngine();
  const selection = resolveExperience(props, chosenVariant(props, page));
  if (selection.status !== "resolved") return null;
  return (
    <div className="experience" data-variant={page.mode === "preview" ? selection.reason : undefined}>
      <BlockList nodes={selection.nodes} />
    </div>
  );
}
