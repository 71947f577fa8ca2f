import { defineBlock } from "../../registry/define-block.ts";

export const olapicGalleryBlock = defineBlock({
  type: "olapic-gallery",
  label: "Gallery (Olapic-style)",
  loadSchema: () => import("./schema.ts").then((module) => module.olapicGallerySchema),
  component: () => import("./olapic-gallery.tsx"),
  skeletonHeight: 360,
});
