import type { Meta, StoryObj } from "@storybook/react-vite";
import { MAX_SPACER_PX } from "./index.ts";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first spacer of the fixture content, else this one. */
const spacer = fixtureArgs("spacer", { bottomMargins: { sm: 24, md: 40, lg: 64 } });

const meta = {
  title: "Blocks/Spacer",
  ...blockStoriesMeta("spacer"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: spacer, parameters: { block: { expectHtml: ["--spacer-sm"] } } };

/** A coloured spacer, so that its height per breakpoint shows (resize the window). */
export const Coloured: Story = {
  args: { backgroundColor: "#c4561b", bottomMargins: { sm: 24, md: 64, lg: 120 } },
  parameters: { block: { expectHtml: ["--spacer-lg:120px"] } },
};

/** Invalid: taller than the spacer allows. */
export const InvalidTooTall: Story = {
  args: { bottomMargins: { sm: MAX_SPACER_PX + 100 } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["bottomMargins.sm</code>"] } },
};
