import { defineBlock } from "../../registry/define-block.ts";

export const videoBlock = defineBlock({
  type: "video",
  label: "Video",
  loadSchema: () => import("./schema.ts").then((module) => module.videoSchema),
  component: () => import("./video.tsx"),
});
