import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first rich text of the fixture content, else this one. */
const richText = fixtureArgs("rich-text", {
  richText:
    "<h2>Built for the long way round</h2><p>Every Ridgeline jacket is tested on the trail before it reaches the shop. " +
    "Read how we <a href=\"/en-us/stories/testing\">test our gear</a>, or <strong>find a store</strong> near you.</p>" +
    "<ul><li>Free repairs for life</li><li>Free returns within 60 days</li></ul>",
  alignment: "left",
});

const meta = {
  title: "Blocks/Rich text",
  ...blockStoriesMeta("rich-text"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: richText };

export const CenteredAndColoured: Story = { args: { ...richText, alignment: "center", textColor: "#1f3b2d" } };

/** What the sanitiser removes: scripts, event handlers and unsafe links never reach the page. */
export const Sanitised: Story = {
  args: {
    richText:
      "<p onclick=\"alert(1)\">Hello <a href=\"javascript:alert(2)\">unsafe link</a> and <a href=\"/en-us/help\" target=\"_blank\">help</a>.</p>" +
      "<script>alert(3)</script><img src=x onerror=\"alert(4)\">",
  },
  parameters: { block: { expectHtml: ["unsafe link", "noopener noreferrer"], forbidHtml: ["<script", "onclick", "onerror", "javascript:"] } },
};

/** Invalid: the rich text is missing. */
export const InvalidWithoutText: Story = {
  args: withoutField(richText, "richText"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["richText</code>"] } },
};
