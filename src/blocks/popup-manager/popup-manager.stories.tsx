import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockDataFixtures, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { fixtureDocuments, itemsOfType } from "../../engine/react/story-fixtures.ts";
import { dismissPopUp, forgetDismissedPopUps } from "../popup/dismissed-popups.ts";
import { parsePopUps } from "./parse-popups.ts";
import type { PopUpList } from "./popup-list.ts";

/**
 * The manager's data is the site's pop-ups document (`popups/{siteId}`). Until the fixtures hold
 * one, the stories take the pop-up blocks of the site's fixture pages as its items (same
 * fields, the block id as the pop-up id). Pop-ups show only in the browser, after hydration.
 */
function fixturePopUps(siteId: string): PopUpList {
  const items = fixtureDocuments.filter(({ path }) => path.startsWith(`${siteId}/`)).flatMap(({ document }) => itemsOfType(document, "popup"));
  const fields = items.map(({ type: _type, ...item }) => item);
  return parsePopUps({ items: fields.length > 0 ? fields : FALLBACK_POPUPS }, siteId);
}

const FALLBACK_POPUPS = [
  { id: "newsletter-rl-us", name: "Newsletter signup", minimizedTitle: "Get 10% off your first order", title: "Trail news, new gear and 10% off your first order", targets: [{ text: "Sign up", url: "#modal-newsletter" }] },
  { id: "account-rl-us", name: "Account registration", minimizedTitle: "Members get free repairs for life", title: "Create your Ridgeline account", targets: [{ text: "Create account", url: "/en-us/account" }] },
];

const sitePopUps: BlockDataFixtures = { "popup-manager": (_props, context) => fixturePopUps(context.siteId) };
const usPopUps = fixturePopUps("RL-US").items;

/** Loaders that forget earlier dismissals, then dismiss these pop-ups (in order: they start in order). */
const dismissed = (ids: readonly string[]) => [
  async () => {
    forgetDismissedPopUps();
    for (const id of ids) dismissPopUp(id);
    return {};
  },
];

const meta = {
  title: "Blocks/Pop-up manager",
  ...blockStoriesMeta("popup-manager"),
  parameters: { block: { data: sitePopUps } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing dismissed: the site's first pop-up opens (collapsed, then expanded after its delay). */
export const FirstPopUp: Story = { args: {}, loaders: dismissed([]) };

/** The first pop-up dismissed: the next one opens. */
export const FirstDismissed: Story = { args: {}, loaders: dismissed(usPopUps.slice(0, 1).map((popUp) => popUp.id)) };

/** Every pop-up dismissed: nothing opens. */
export const AllDismissed: Story = { args: {}, loaders: dismissed(usPopUps.map((popUp) => popUp.id)) };

/** Only account pop-ups on this page (e.g. a newsletter landing page). */
export const AccountOnly: Story = { args: { category: "account" }, loaders: dismissed([]) };

/** Only newsletter pop-ups on this page. */
export const NewsletterOnly: Story = { args: { category: "newsletter" }, loaders: dismissed([]) };

/** The French Canadian site's pop-ups. */
export const FrenchCanadian: Story = {
  args: {},
  loaders: dismissed([]),
  parameters: { block: { pageContext: { siteId: "RL-CAFR", localePath: "fr-ca", pathname: "/fr-ca" } } },
};

/** The site has no pop-ups (or they failed to load): nothing. */
export const NoPopUps: Story = {
  args: {},
  parameters: { block: { data: { "popup-manager": (): PopUpList => ({ items: [] }) } } },
};

/** Invalid: an unknown category. */
export const UnknownCategory: Story = {
  args: { category: "promotions" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["category</code>"] } },
};
