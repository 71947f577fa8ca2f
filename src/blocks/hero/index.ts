import { defineBlock } from "../../registry/define-block.ts";

export const heroBlock = defineBlock({
  type: "hero",
  label: "Hero",
  loadSchema: () => import("./schema.ts").then((module) => module.heroSchema),
  component: () => import("./hero.tsx"),
  // A video needs its player; a picture hero is just HTML (its promotion tracking is read from
  // the markup by the page's tracker, src/analytics/promotion-tracker.ts).
  hydrate: (props) => ([props.media, ...props.mediaList].some((media) => media.type === "video") ? "load" : "never"),
});
