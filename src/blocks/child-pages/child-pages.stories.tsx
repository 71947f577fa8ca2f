import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ChildPageList } from "./child-page-list.ts";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockDataFixtures, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { fixtureChildPages } from "../../engine/react/story-fixtures.ts";

/** The first child-pages block of the fixture content, else this one. */
const childPages = fixtureArgs("child-pages", { title: "Help topics", parentPage: "help", limit: 6 });

/** When the fixtures hold no children of the parent page. */
const FALLBACK_CHILDREN: ChildPageList["items"] = [
  { slug: "help-delivery", title: "Delivery", description: "Options, costs and how long it takes" },
  { slug: "help-returns", title: "Returns", description: "Free returns within 60 days" },
  { slug: "help-repairs", title: "Repairs", description: "Free repairs for life on our jackets" },
  { slug: "help-sizing", title: "Size guide", description: "Find your fit" },
];

/**
 * What `/fapi/pages/{parentPage}?view=children` would answer: the fixture pages whose parent
 * is the block's parent page. Seeded into the query cache under the block's query key.
 */
const childrenFromFixtures: BlockDataFixtures = {
  "child-pages": (props, context): ChildPageList => {
    const items = fixtureChildPages(context.siteId, String(props.parentPage));
    return { items: items.length > 0 ? items : FALLBACK_CHILDREN };
  },
};

const meta = {
  title: "Blocks/Child page links",
  ...blockStoriesMeta("child-pages"),
  parameters: { block: { data: childrenFromFixtures } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: childPages, parameters: { block: { expectHtml: ["<nav", "<li"] } } };

export const LimitedToTwo: Story = { args: { ...childPages, limit: 2 } };

export const WithoutTitle: Story = { args: withoutField(childPages, "title"), parameters: { block: { expectHtml: ["Related pages"] } } };

/** A parent page without children: the block renders nothing. */
export const NoChildren: Story = {
  args: childPages,
  parameters: { block: { data: { "child-pages": (): ChildPageList => ({ items: [] }) }, forbidHtml: ["<nav"] } },
};

/** Invalid: the parent page must be a slug. */
export const InvalidParentPage: Story = {
  args: { ...childPages, parentPage: "Help Pages/2024" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["parentPage</code>"] } },
};
