import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first banner of the fixture content (the US home page first), else this one. */
const banner = fixtureArgs("banner", {
  title: "Winter sale: up to 40% off",
  richText: "<p>Insulated jackets, boots and packs for the cold months. <a href=\"/en-us/c/sale-4000\">See every offer</a>.</p>",
  targets: [
    { text: "Shop men", url: "/en-us/c/mens-jackets-123456" },
    { text: "Shop women", url: "/en-us/c/womens-jackets-123457", style: "secondary" },
  ],
  backgroundColor: "#1f3b2d",
  textColor: "#ffffff",
  alignment: "center",
});

const meta = {
  title: "Blocks/Banner",
  ...blockStoriesMeta("banner"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: banner };

export const LeftAligned: Story = { args: { ...banner, alignment: "left" } };

export const LightColours: Story = {
  args: { ...banner, backgroundColor: "#f3f4f2", textColor: "#1a1f1c" },
};

export const TitleOnly: Story = {
  args: { title: typeof banner.title === "string" ? banner.title : "Winter sale" },
  parameters: { block: { forbidHtml: ["<a "] } },
};

/** Invalid: a banner without a title is not shown to shoppers; editors see why. */
export const InvalidWithoutTitle: Story = {
  args: withoutField(banner, "title"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["title</code>"] } },
};

/** Invalid: a button with a `javascript:` URL is rejected by the schema. */
export const InvalidUnsafeButtonUrl: Story = {
  args: { ...banner, targets: [{ text: "Click me", url: "javascript:alert(1)" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe URL"], forbidHtml: ["javascript:alert"] } },
};
