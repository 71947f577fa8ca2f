import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";

const banner = (id: string, title: string, backgroundColor: string) => ({ id, type: "banner", title, backgroundColor, alignment: "left" });

/** The first fixture experience with a baseline and variants, else this one (named as in fixtures/personalisation). */
const experience = fixtureArgs(
  "experience",
  {
    experienceName: "Home Hero Test",
    baseline: [banner("exp-baseline", "New season jackets", "#1f3b2d")],
    variants: [
      { name: "Experiment", items: [banner("exp-experiment", "Jackets tested on the Ridgeline", "#c4561b")] },
      { name: "B-bold", items: [banner("exp-bold", "BUILT FOR WEATHER", "#1a1f1c")] },
    ],
  },
  (fields) => Array.isArray(fields.baseline) && fields.baseline.length > 0 && Array.isArray(fields.variants) && fields.variants.length > 0,
);

const name = String(experience.experienceName);
const variants = (experience.variants as { name: string }[]).map((variant) => variant.name);

const meta = {
  title: "Blocks/Personalisation experience",
  ...blockStoriesMeta("experience"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No decision yet (and none in Storybook): the baseline. */
export const Baseline: Story = { args: experience, parameters: { block: { expectHtml: ["data-variant=\"baseline:undecided\""] } } };

/** `p13n_testcontext=<experience>=<variant>` forces a variant. */
export const ForcedVariant: Story = {
  args: experience,
  parameters: { block: { pageContext: { testContext: `${name}=${variants[0]}` }, expectHtml: [`data-variant="variant:${variants[0]}"`] } },
};

export const ForcedLastVariant: Story = {
  args: experience,
  parameters: { block: { pageContext: { testContext: `${name}=${variants.at(-1)}` }, expectHtml: [`data-variant="variant:${variants.at(-1)}"`] } },
};

/** A forced variant the block does not have keeps the baseline. */
export const UnknownVariant: Story = {
  args: experience,
  parameters: { block: { pageContext: { testContext: `${name}=No such variant` }, expectHtml: ["data-variant=\"baseline:no-variant-No such variant\""] } },
};

/** Invalid: an experience without a name cannot be decided. */
export const InvalidWithoutName: Story = {
  args: { ...experience, experienceName: "  " },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["experienceName</code>"] } },
};
