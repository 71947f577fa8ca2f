import { defineBlock } from "../../registry/define-block.ts";

export const curalateGalleryBlock = defineBlock({
  type: "curalate-gallery",
  label: "Gallery (Curalate-style)",
  loadSchema: () => import("./schema.ts").then((module) => module.curalateGallerySchema),
  component: () => import("./curalate-gallery.tsx"),
  skeletonHeight: 360,
});
