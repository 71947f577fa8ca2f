import { useEffect, useState } from "react";
import { BlockList } from "../../engine/react/block-view.tsx";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { resolveExperience } from "../../engine/control/resolve-experience.ts";
import { RECALCULATE_EVENT } from "../../personalisation/decision-provider.ts";
import { pageTypeFromPath } from "../../personalisation/page-type.ts";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { forcedVariant } from "./forced-variant.ts";
import type { ExperienceProps } from "./schema.ts";

let leavingPage = false;
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => (leavingPage = true));
  // Back from the back/forward cache: the page is in use again.
  window.addEventListener("pageshow", () => (leavingPage = false));
}

/**
 * Shows the baseline until the decision provider names a variant, then the items of that
 * variant; asks again whenever the recalculation event fires.
 */
export default function Experience(props: BlockComponentProps<ExperienceProps>) {
  const { page, decisions, visitorId } = useEngine();
  const forced = forcedVariant(props, page);
  const [decided, setDecided] = useState<string | undefined>(undefined);
  const { experienceName } = props;

  useEffect(() => {
    if (forced !== undefined || !decisions || !visitorId) return;
    let current = true;
    const decide = () => {
      const visitor = visitorId();
      if (!visitor) return;
      decisions
        .decide({ experienceNames: [experienceName], visitorId: visitor, pageType: pageTypeFromPath(page.pathname) })
        .then((answer) => {
          if (current) setDecided(answer[experienceName]?.variantName);
        })
        .catch((error: unknown) => {
          // A call cut off because the shopper (or the preview frame) left the page is no failure:
          // the browser aborts it as the page goes, and a timer never fires on a page that is gone.
          setTimeout(() => {
            if (current && !leavingPage) console.warn(`[p13n] decision failed for "${experienceName}": keeping the baseline`, error);
          }, 250);
        });
    };
    decide();
    window.addEventListener(RECALCULATE_EVENT, decide);
    return () => {
      current = false;
      window.removeEventListener(RECALCULATE_EVENT, decide);
    };
  }, [decisions, visitorId, experienceName, forced, page.pathname]);

  const selection = resolveExperience(props, forced ?? decided);
  if (selection.status !== "resolved") return null;
  return (
    <div className="experience" data-variant={page.mode === "preview" ? selection.reason : undefined}>
      <BlockList nodes={selection.nodes} />
    </div>
  );
}
