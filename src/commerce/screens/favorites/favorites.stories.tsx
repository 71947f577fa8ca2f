import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { BEANIE, JACKET, LIST_ID, manyItems, PARKA, SHARE_TOKEN } from "./testing/favorites-factory.ts";
import { FavoritesStory, type FavoritesStoryProps } from "./testing/favorites-story.tsx";

/** The server's (and the stories test's) render of every story: the heading and a loading status. */
const SHELL = ["Your favourites</h1>", "Loading the favourites…"];
const THREE = [JACKET, PARKA, BEANIE];
const SHARED = `favoriteId=${LIST_ID}&shareToken=${SHARE_TOKEN}`;

/** A story whose list the browser shows (the server renders the shell). */
const withList = (props: Omit<FavoritesStoryProps, "fields">, expectHtml: readonly string[] = SHELL): Story => ({
  render: (args) => <FavoritesStory fields={args} {...props} />,
  parameters: { block: { expectHtml } },
});

const meta = {
  title: "Commerce/Favourites",
  ...blockStoriesMeta("favorites"),
  args: {},
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The block as the server renders it: the heading and a loading status (the list is read in the browser). */
export const Shell: Story = { parameters: { block: { expectHtml: SHELL, forbidHtml: ["Add to cart"] } } };

/** A member's list: a jacket on sale, a parka kept as a style (choose a size), a beanie out of stock online; share it. */
export const MemberList: Story = withList({ items: THREE });

/** A guest's list (tied to the session), with the offer to sign in. */
export const GuestList: Story = withList({ items: THREE, shopper: "guest" });

/** Thirty items: pages of 24. */
export const LongList: Story = withList({ items: manyItems(30) });

/** Adding to the cart fails with the catalogue's INV700 (out of stock), shown at the button. */
export const AddToCartFails: Story = withList({ items: THREE, scenario: { addError: "INV700" } });

/** Nothing kept yet: the site's empty list. */
export const Empty: Story = withList({ items: [] });

/** The editor's empty list. */
export const EditorsEmptyList: Story = {
  ...withList({ items: [], shopper: "new" }, ["Saved for later</h1>"]),
  args: { heading: "Saved for later", emptyTitle: "Nothing here yet", emptyText: "Our new jackets are in.", emptyCtaLabel: "See jackets", emptyCtaHref: "/en-us/c/jackets-100200" },
};

/** A list shared with the shopper (the page opened from its link): read-only. */
export const SharedList: Story = withList({ items: THREE, shopper: "new", search: SHARED }, ["A shared list</h1>"]);

/** A shared link that was made again since: no longer available. */
export const SharedLinkReplaced: Story = withList({ items: THREE, shopper: "new", search: SHARED, scenario: { sharedGone: true } }, ["A shared list</h1>"]);

/** The French-Canadian site. */
export const InFrench: Story = withList({ items: THREE, siteId: "RL-CAFR" }, ["Vos favoris</h1>", "Chargement des favoris…"]);

/** Invalid: an unsafe link for the empty list's button. */
export const InvalidLink: Story = { args: { emptyCtaHref: "javascript:alert(1)" }, parameters: { block: { expectDiagnostic: true } } };
