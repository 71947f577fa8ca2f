import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first secondary navigation of the fixture content, else this one. */
const secondaryNavigation = fixtureArgs("secondary-navigation", {
  title: "Help topics",
  targets: [
    { text: "Help centre", url: "/en-us/help" },
    { text: "Shipping", url: "/en-us/help-shipping" },
    { text: "Returns", url: "/en-us/help-returns" },
    { text: "Size guide", url: "/en-us/help-sizing" },
  ],
});
const targets = secondaryNavigation.targets as { text: string; url: string }[];

const meta = {
  title: "Blocks/Secondary navigation",
  ...blockStoriesMeta("secondary-navigation"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inline from 768px; below, the title is a button opening the links. */
export const Default: Story = {
  args: { ...secondaryNavigation, showDivider: false },
  parameters: { block: { expectHtml: ['aria-expanded="false"'] } },
};

/** A line between the links. */
export const WithDivider: Story = { args: { ...secondaryNavigation, showDivider: true } };

/** On one of its pages: that link is marked as the current page. */
export const OnALinkedPage: Story = {
  args: secondaryNavigation,
  parameters: { block: { pageContext: { pathname: targets[1]!.url }, expectHtml: ['aria-current="page"'] } },
};

/** Invalid: the title names the navigation and its button. */
export const InvalidWithoutTitle: Story = {
  args: withoutField(secondaryNavigation, "title"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["title</code>"] } },
};

/** Invalid: a `javascript:` link. */
export const InvalidUnsafeLink: Story = {
  args: { ...secondaryNavigation, targets: [{ text: "Click", url: "javascript:alert(1)" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe URL"], forbidHtml: ["javascript:alert"] } },
};
