import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first fixture accordion (the gallery's FAQ), else this one. */
const faq = fixtureArgs("accordion", {
  title: "Frequently asked questions",
  allowMultiple: false,
  items: [
    { heading: "How long does delivery take?", richText: "<p>Standard delivery takes 3 to 5 working days.</p>", open: true },
    { heading: "Can I return an item I have worn outside?", richText: "<p>Yes, within 60 days, if it is clean and undamaged.</p>" },
    { heading: "How do I find my size?", richText: "<p>Use our <a href=\"/en-us/help-sizing\">sizing guide</a>.</p>" },
  ],
});

const meta = {
  title: "Blocks/Accordion",
  ...blockStoriesMeta("accordion"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item open at a time: opening one closes the other. */
export const OneAtATime: Story = {
  args: { ...faq, allowMultiple: false },
  parameters: { block: { expectHtml: ['aria-expanded="true"', 'aria-expanded="false"'] } },
};

/** Several items may be open together. */
export const SeveralOpen: Story = {
  args: { ...faq, allowMultiple: true, items: (faq.items as Record<string, unknown>[]).map((item) => ({ ...item, open: true })) },
  parameters: { block: { expectHtml: ['aria-expanded="true"'], forbidHtml: ['aria-expanded="false"'] } },
};

/** Everything closed when the page loads. */
export const AllClosed: Story = {
  args: { ...faq, items: (faq.items as Record<string, unknown>[]).map((item) => ({ ...item, open: false })) },
  parameters: { block: { forbidHtml: ['aria-expanded="true"'] } },
};

export const WithoutTitle: Story = { args: withoutField(faq, "title"), parameters: { block: { forbidHtml: ["<h2"] } } };

/** Invalid: an item without a heading. */
export const InvalidItemWithoutHeading: Story = {
  args: { ...faq, items: [{ heading: "", richText: "<p>Text</p>" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["items[0].heading</code>"] } },
};

/** Invalid: item headings at level 2 under the title's level 2 heading. */
export const InvalidHeadingLevel: Story = {
  args: { ...faq, headingLevel: 2 },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["headingLevel</code>"] } },
};
