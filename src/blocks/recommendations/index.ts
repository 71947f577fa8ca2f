import { recommendationsOf, recommendationsPending } from "../../personalisation/recommendation-slots.ts";
import { defineBlock } from "../../registry/define-block.ts";
import type { RecommendationsProps, recommendationsSchema } from "./schema.ts";

/**
 * A carousel of the products the personalisation engine recommends for a slot of the page
 * (issue 16, content spec §3, §4, §9). The server renders the items it decided for the first
 * paint. Within 200px of the viewport a small tracker reports, on that HTML, the tiles seen and
 * clicked (`enhance`); the carousel's own code (embla, its controls) loads only when the shopper
 * reaches for it, as for collections (docs/decisions/0026). A slot the engine left empty hides the
 * block and its section.
 */
export const recommendationsBlock = defineBlock<typeof recommendationsSchema, unknown, RecommendationsProps>({
  type: "recommendations",
  label: "Recommendations (personalised carousel)",
  loadSchema: () => import("./schema.ts").then((module) => module.recommendationsSchema),
  component: () => import("./recommendations.tsx"),
  hydrate: "interaction",
  enhance: () => import("./track-tiles.ts"),
  // Items that come after the first paint (a page decided late, a recalculation) replace the server's HTML.
  contextIdentity: (props, context) => (recommendationsPending(context.personalisation) ? "pending" : recommendationsOf(context.personalisation, props.slot).map((item) => item.recToken).join(" ")),
  // Editors always see where the carousel goes (the preview does not ask the engine).
  isEmpty: (props, context) => context.mode !== "preview" && !recommendationsPending(context.personalisation) && recommendationsOf(context.personalisation, props.slot).length === 0,
});
