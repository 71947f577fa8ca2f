import type { Meta, StoryObj } from "@storybook/react-vite";
import type { PageContext } from "../../engine/page-context.ts";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first fixture filter-by with ids and components, else this one. */
const filterBy = fixtureArgs(
  "filter-by",
  {
    variant: "product",
    operator: "IN",
    filterBy: ["NF0A3C8D", "NF0A4QYX"],
    components: [
      {
        id: "fb-repairs",
        type: "banner",
        title: "Free repairs for life on this jacket",
        richText: "<p>Tears, zips, seams: send it in and we fix it.</p>",
        backgroundColor: "#f3f4f2",
        textColor: "#1a1f1c",
      },
    ],
  },
  (fields) => Array.isArray(fields.filterBy) && fields.filterBy.length > 0 && Array.isArray(fields.components) && fields.components.length > 0,
);

const ids = filterBy.filterBy as string[];
const firstComponentId = (filterBy.components as { id: string }[])[0]!.id;
const isCategory = filterBy.variant === "category";
/** An id of the block's kind that is not in its list. */
const OTHER_ID = isCategory ? "99999999" : "ZZ0ZZZZZ";

/** The page of a product (or category) with this id. */
const pageOf = (id: string): Partial<PageContext> =>
  isCategory ? { categoryId: id, pathname: `/en-us/c/jackets-${id}` } : { productId: id, pathname: `/en-us/p/summit-parka-${id}` };

const meta = {
  title: "Blocks/Filter by product or category",
  ...blockStoriesMeta("filter-by"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `IN`, on the page of a listed id: the components show. */
export const InListMatching: Story = {
  args: { ...filterBy, operator: "IN" },
  parameters: { block: { pageContext: pageOf(ids[0]!), expectHtml: [`data-block-id="${firstComponentId}"`] } },
};

/** `IN`, on the page of another id: nothing shows, and the section is left out. */
export const InListNotMatching: Story = {
  args: { ...filterBy, operator: "IN" },
  parameters: { block: { pageContext: pageOf(OTHER_ID), expectEmpty: true } },
};

/** `NOT IN`, on the page of a listed id: hidden there. */
export const NotInListMatching: Story = {
  args: { ...filterBy, operator: "NOT IN" },
  parameters: { block: { pageContext: pageOf(ids[0]!), expectEmpty: true } },
};

/** `NOT IN`, on a page without a product or category id (e.g. the home page): shown. */
export const NotInListElsewhere: Story = {
  args: { ...filterBy, operator: "NOT IN" },
  parameters: { block: { expectHtml: [`data-block-id="${firstComponentId}"`] } },
};

/** Invalid: an id that is not a product id. */
export const InvalidProductId: Story = {
  args: { ...filterBy, variant: "product", filterBy: ["summit-parka"] },
  parameters: { block: { pageContext: pageOf(ids[0]!), expectDiagnostic: true, expectHtml: ["filterBy[0]</code>"] } },
};
