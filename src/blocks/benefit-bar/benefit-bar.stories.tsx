import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first closable benefit bar of the fixture content, else this one. */
const benefitBar = fixtureArgs(
  "benefit-bar",
  {
    closable: true,
    benefits: [
      { id: "shipping", text: "Free shipping over $75" },
      { id: "returns", text: "Free returns within 60 days", target: { text: "Returns help", url: "/en-us/help/returns/how-to-return" } },
      { id: "repairs", text: "Lifetime repair promise" },
    ],
  },
  (fields) => fields.closable === true,
);

const meta = {
  title: "Blocks/Benefit bar",
  ...blockStoriesMeta("benefit-bar"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closable: a closed bar stays closed in this browser. */
export const Closable: Story = { args: benefitBar, parameters: { block: { expectHtml: ['aria-label="Close"'] } } };

export const NotClosable: Story = { args: { ...benefitBar, closable: false }, parameters: { block: { forbidHtml: ['aria-label="Close"'] } } };

/** Brand colours. */
export const Dark: Story = { args: { ...benefitBar, backgroundColor: "#1f3b2d", textColor: "#ffffff" } };

/** A benefit with an icon and a link. */
export const WithIconAndLink: Story = {
  args: {
    ...benefitBar,
    benefits: [
      { id: "returns", text: "Free returns within 60 days", icon: "/favicon.svg", target: { text: "Returns help", url: "/en-us/help/returns/how-to-return" } },
      { id: "repairs", text: "Lifetime repair promise" },
    ],
  },
  parameters: { block: { expectHtml: ['href="/en-us/help/returns/how-to-return"', 'src="/favicon.svg"'] } },
};

/** Invalid: a benefit bar needs benefits. */
export const InvalidWithoutBenefits: Story = {
  args: withoutField(benefitBar, "benefits"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["benefits</code>"] } },
};

/** Invalid: light grey text on the light background. */
export const InvalidLowContrast: Story = {
  args: { ...benefitBar, backgroundColor: "#f3f4f2", textColor: "#aaaaaa" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["shoppers need at least 4.5:1"] } },
};
