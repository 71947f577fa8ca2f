import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { decidedPersonalisation, recommendationItem } from "./testing/recommendation-items.ts";

/** The first fixture recommendations block (the home page's trending carousel), else this one. */
const trending = fixtureArgs("recommendations", { slot: "trending-carousel", title: "Trending now" }, (fields) => typeof fields.title === "string");
const slot = String(trending.slot);

const items = [
  recommendationItem(1, { name: "Summit Parka", historicBestPrice: 90, price: { currency: "USD", lowCurrent: 80, highCurrent: 80, lowOriginal: 120, highOriginal: 120 }, percentagePriceDiscount: 33.3 }),
  recommendationItem(2, { name: "Ridgeline Rain Shell", percentagePriceDiscount: undefined, price: { currency: "USD", lowCurrent: 189, highCurrent: 189, lowOriginal: 189, highOriginal: 189 } }),
  recommendationItem(3, { name: "Basecamp Fleece Hoodie with an unusually long name that wraps", reviewsCount: 0 }),
  recommendationItem(4, { name: "Trailhead Hiking Boot", price: { currency: "USD", lowCurrent: 140, highCurrent: 165, lowOriginal: 140, highOriginal: 165 }, percentagePriceDiscount: undefined }),
  recommendationItem(5, { name: "Alpine Merino Beanie" }),
  recommendationItem(6, { name: "Canyon Day Pack 24 L" }),
];

const meta = {
  title: "Blocks/Recommendations",
  ...blockStoriesMeta("recommendations"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server decided the page: the slot's items in a carousel, with sale prices, a range and the omnibus hint. */
export const Decided: Story = {
  args: trending,
  parameters: {
    block: {
      pageContext: { personalisation: decidedPersonalisation({ [slot]: items }) },
      expectHtml: ['aria-roledescription="carousel"', "Summit Parka", "Lowest price in the last 30 days"],
    },
  },
};

/** The engine answered nothing for the slot: on the live site the block and its section are left out. */
export const EmptySlot: Story = {
  args: trending,
  parameters: { block: { pageContext: { mode: "publish", personalisation: decidedPersonalisation({}) }, expectEmpty: true } },
};

/** The server could not decide in time: a skeleton of the carousel's size until the browser has asked. */
export const Pending: Story = {
  args: trending,
  parameters: { block: { pageContext: { personalisation: decidedPersonalisation({}, { decided: false }) }, expectHtml: ["data-recommendations-pending"] } },
};

/** In the preview the engine is not asked: editors see where the carousel goes. */
export const InPreview: Story = {
  args: trending,
  parameters: { block: { pageContext: { mode: "preview" }, expectHtml: ["fills this carousel on the live site"] } },
};

/** Invalid: a slot must be the engine's component name. */
export const InvalidSlot: Story = {
  args: { ...trending, slot: "Not a slot!" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["slot</code>"] } },
};
