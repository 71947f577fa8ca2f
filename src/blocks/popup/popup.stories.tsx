import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, STORY_BLOCK_ID, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { dismissPopUp, forgetDismissedPopUps } from "./dismissed-popups.ts";
import { popUpCategory } from "./popup-rules.ts";

/**
 * Pop-ups show only in the browser, after hydration (dismissals live in the shopper's browser):
 * the server HTML of these stories holds the editor frame only. Each story forgets earlier
 * dismissals first (the story block's id is the pop-up id), so that closing one in a story does
 * not hide the others.
 */

const isCategory = (category: "newsletter" | "account") => (fields: BlockFields) => popUpCategory(String(fields.name ?? "")) === category;

/** The first newsletter pop-up of the fixture content, else this one. */
const newsletter = fixtureArgs(
  "popup",
  {
    name: "Newsletter signup",
    minimizedTitle: "Get 10% off your first order",
    maximizedTitle: "Ridgeline newsletter",
    title: "Trail news, new gear and 10% off your first order",
    targets: [
      { text: "Sign up", url: "#modal-newsletter" },
      { text: "Read our privacy policy", url: "/en-us/privacy", style: "link" },
    ],
    disclaimer: "<p>The 10% code is for new subscribers. Unsubscribe at any time.</p>",
    logo: { url: "/media/badge-new.svg", alt: "New", width: 64, height: 64 },
  },
  isCategory("newsletter"),
);

/** The first account pop-up of the fixture content, else this one. */
const account = fixtureArgs(
  "popup",
  {
    name: "Account registration",
    minimizedTitle: "Members get free repairs for life",
    title: "Create your Ridgeline account",
    backgroundColor: "#1f3b2d",
    titleColor: "#ffffff",
    disclaimerColor: "#e8ece9",
    targets: [{ text: "Create account", url: "/en-us/account" }],
    disclaimer: "<p>Free to join.</p>",
    logo: { url: "/media/badge-new.svg", alt: "New", width: 64, height: 64 },
    logoSize: "large",
  },
  isCategory("account"),
);

const fresh = async () => {
  forgetDismissedPopUps();
  return {};
};

const base = blockStoriesMeta("popup");

const meta = {
  title: "Blocks/Pop-up",
  ...base,
  // Loaders start in order (the story's own after these): forgetting comes before a story's dismissal.
  loaders: [...[base.loaders ?? []].flat(), fresh],
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newsletter pop-up: collapsed first, expanded after the default 2 s; impression, expand and click events. */
export const Newsletter: Story = { args: newsletter, parameters: { block: { forbidHtml: ["popup-id"] } } };

/** An account registration pop-up, on the brand colour, with a large logo, expanding after its own delay. */
export const Account: Story = { args: account };

/** Expanded at once (delay 0): the modal dialog, focus inside, Escape closes. */
export const ExpandedAtOnce: Story = { args: { ...newsletter, delay: 0 } };

/** Waits until the shopper opens it (the longest delay): the collapsed state. */
export const Collapsed: Story = { args: { ...newsletter, delay: 60_000 } };

/** Without minimized title, logo, buttons or disclaimer: the title shows collapsed too. */
export const Minimal: Story = { args: { name: "Newsletter", title: "Join the Ridgeline newsletter", delay: 0 } };

/** Dismissed before: it does not show again. */
export const Dismissed: Story = {
  args: newsletter,
  loaders: [
    async () => {
      dismissPopUp(STORY_BLOCK_ID);
      return {};
    },
  ],
};

/** Invalid: a pop-up needs a title (it names the dialog for screen readers). */
export const MissingTitle: Story = {
  args: withoutField(newsletter, "title"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["title</code>"] } },
};

/** Invalid: a title colour that cannot be read on the background. */
export const UnreadableTitle: Story = {
  args: { ...newsletter, backgroundColor: "#ffffff", titleColor: "#b3b3b3" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["titleColor</code>"] } },
};

/** Invalid: a delay that is not milliseconds. */
export const NegativeDelay: Story = {
  args: { ...newsletter, delay: -5 },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["delay</code>"] } },
};
