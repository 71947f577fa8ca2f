import type { Meta, StoryObj } from "@storybook/react-vite";
import { menuDocument } from "../../../contracts/content/layout-documents.ts";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";
import usMenu from "../../../fixtures/content/RL-US/menu.json";
import { MegaMenuFlagsProvider } from "./feature-flags.tsx";
import { megaMenuFromMenuDocument } from "./menu-document.ts";

const link = (title: string, url: string) => ({ text: title, url });

/** The first mega menu of the fixture content (the header gallery page), else this one. */
const megaMenu = fixtureArgs("mega-menu", {
  items: [
    { id: "new", title: "New arrivals", target: link("New arrivals", "/en-us/c/new-arrivals-100100") },
    {
      id: "jackets",
      title: "Jackets",
      target: link("Jackets", "/en-us/c/jackets-100200"),
      columns: [
        { children: [{ id: "men", title: "Men", target: link("Men", "/en-us/c/mens-jackets-123456"), children: [{ title: "Shells", target: link("Shells", "/en-us/c/shells-100210") }] }] },
        { children: [{ id: "women", title: "Women", target: link("Women", "/en-us/c/womens-jackets-123457"), children: [{ title: "Down jackets", target: link("Down jackets", "/en-us/c/down-jackets-100220") }] }] },
      ],
      menuBanner: { media: { url: "/media/category-jackets.svg", alt: "", width: 800, height: 600 }, title: "Built for the long way up", target: link("Shop shells", "/en-us/c/shells-100210") },
    },
    {
      id: "footwear",
      title: "Footwear",
      target: link("Footwear", "/en-us/c/footwear-100300"),
      children: [{ id: "trail", title: "Trail shoes", target: link("Trail shoes", "/en-us/c/trail-shoes-100320"), children: [{ title: "Men", target: link("Men", "/en-us/c/trail-shoes-men-100321") }] }],
      visualSelectorsTitle: "Shop by activity",
      visualSelectors: [{ title: "Hiking", mediaObject: { url: "/media/card-footwear.svg", alt: "" }, target: link("Hiking", "/en-us/c/hiking-100500") }],
    },
  ],
});

type Item = Record<string, unknown> & { title: string; children?: Item[]; columns?: { children: Item[] }[] };
const items = megaMenu.items as Item[];
/** An L1 with L2 children that have L3 children (where the mobile L3 shop-all shows). */
const withL3 = items.find((item) => [...(item.children ?? []), ...(item.columns ?? []).flatMap((column) => column.children)].some((child) => (child.children ?? []).length > 0))!;
const l2WithL3 = [...(withL3.children ?? []), ...(withL3.columns ?? []).flatMap((column) => column.children)].find((child) => (child.children ?? []).length > 0)!;
const popoverItem = items.find((item) => (item.children ?? []).length > 0 || (item.columns ?? []).length > 0)!;
const withShopAll = (hideShopAll: Record<string, boolean>) => ({
  ...megaMenu,
  items: items.map((item) => (item === popoverItem ? { ...item, hideShopAll, overrideShopAll: undefined } : item)),
});

const meta = {
  title: "Blocks/Mega menu",
  ...blockStoriesMeta("mega-menu"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Popovers open on hover (and focus) from 1200px; below, the menu button opens the accordion. */
export const Default: Story = {
  args: megaMenu,
  parameters: { block: { expectHtml: ['aria-expanded="false"'], forbidHtml: [`Shop all ${l2WithL3.title}`] } },
};

/** The click-trigger setting: popovers open on click only. */
export const ClickTrigger: Story = { args: { ...megaMenu, clickTrigger: true } };

/** With the mobile L3 shop-all flag on, each L2 section of the accordion starts with its own shop-all link. */
export const MobileL3ShopAll: Story = {
  args: megaMenu,
  decorators: [
    (Story) => (
      <MegaMenuFlagsProvider value={{ mobileL3ShopAll: true }}>
        <Story />
      </MegaMenuFlagsProvider>
    ),
  ],
  parameters: { block: { expectHtml: [`Shop all ${l2WithL3.title}`] } },
};

/** `hideShopAll.sm`: no shop-all link in the mobile accordion (the desktop popover keeps it). */
export const ShopAllHiddenOnSmall: Story = {
  args: withShopAll({ sm: true }),
  parameters: { block: { forbidHtml: [`Shop all ${popoverItem.title}`] } },
};

/** `hideShopAll.lg`: the popover has no shop-all link; the accordion keeps it. */
export const ShopAllHiddenOnLarge: Story = {
  args: withShopAll({ lg: true }),
  parameters: { block: { expectHtml: [`Shop all ${popoverItem.title}`] } },
};

/** Highlighted items and an icon next to a title. */
export const StylesAndIcons: Story = {
  args: {
    ...megaMenu,
    items: [
      ...items,
      { id: "sale", title: "Sale", target: link("Sale", "/en-us/c/sale-4000"), menuStyle: "highlight" },
      { id: "stores", title: "Stores", target: link("Stores", "/en-us/stores"), menuIcon: "/favicon.svg", titleVisibility: "icon" },
    ],
  },
  parameters: { block: { expectHtml: ['<span class="visually-hidden">Stores</span>'] } },
};

/** The site's menu document (`menu/RL-US`) through the adapter the site header uses. */
export const FromSiteMenuDocument: Story = {
  args: megaMenuFromMenuDocument(menuDocument.parse(usMenu), { language: "en" }) as unknown as BlockFields,
  parameters: { block: { expectHtml: ["Shop all Jackets"] } },
};

/** German labels, as the DE site's content sets them. */
export const GermanLabels: Story = {
  args: { ...megaMenu, labels: { navigation: "Hauptmenü", menu: "Menü", shopAll: "Alle {title} ansehen" } },
  parameters: { block: { expectHtml: ['aria-label="Hauptmenü"', "Menü"] } },
};

/** Invalid: a menu without items is not shown to shoppers; editors see why. */
export const InvalidWithoutItems: Story = {
  args: withoutField(megaMenu, "items"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["items</code>"] } },
};

/** Invalid: a `javascript:` link is rejected by the schema. */
export const InvalidUnsafeUrl: Story = {
  args: { ...megaMenu, items: [{ id: "x", title: "Deals", target: { text: "Deals", url: "javascript:alert(1)" } }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe URL"], forbidHtml: ["javascript:alert"] } },
};

/** Invalid: an L3 without a link. */
export const InvalidLevel3WithoutTarget: Story = {
  args: {
    ...megaMenu,
    items: [{ id: "x", title: "Jackets", children: [{ title: "Men", target: link("Men", "/en-us/c/mens-jackets-123456"), children: [{ title: "Shells" }] }] }],
  },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["A level-3 menu item needs a target"] } },
};
