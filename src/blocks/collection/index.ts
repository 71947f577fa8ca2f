import { defineBlock } from "../../registry/define-block.ts";
import type { CollectionProps, collectionSchema } from "./schema.ts";

export const collectionBlock = defineBlock<typeof collectionSchema, unknown, CollectionProps>({
  type: "collection",
  label: "Collection (carousel or grid)",
  loadSchema: () => import("./schema.ts").then((module) => module.collectionSchema),
  component: () => import("./collection.tsx"),
  // A carousel needs its code once the shopper reaches for it; until then the server's slides show.
  hydrate: "interaction",
  resolveChildren: (props, resolve) => ({ ...props, items: resolve(props.items, ["items"]) }),
  // Every item shows: the engine preloads their code with the page, and a collection whose
  // items all failed validation leaves its section out.
  select: (props) => ({ status: "resolved", nodes: props.items }),
});
