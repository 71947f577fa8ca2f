import { useMemo, useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { bindCommerce } from "../commerce-access.ts";
import { PickupInStoreDialog } from "./pickup-in-store-dialog.tsx";
import { fakePickupCommerce, type PickupScenario } from "./testing/pickup-store-fakes.ts";

/** The dialog against a fake commerce client: search "10012" (any postal code answers the same stores). */
function PickupStory({ scenario, siteId }: { scenario: PickupScenario; siteId: string }) {
  const client = useMemo(() => bindCommerce(new QueryClient(), () => fakePickupCommerce(scenario).client), [scenario]);
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<string>();
  return (
    <QueryClientProvider client={client}>
      <button type="button" onClick={() => setOpen(true)}>
        Pick up in store
      </button>
      {chosen && <p>Chosen: {chosen}</p>}
      <PickupInStoreDialog
        open={open}
        onOpenChange={setOpen}
        siteId={siteId}
        productId="RLSH1001BSM"
        productName="Men's Cascade Rain Jacket"
        onChoose={(store) => {
          setChosen(store.storeName);
          setOpen(false);
        }}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: "Commerce/Pickup in store dialog",
  component: PickupStory,
  args: { scenario: "stock-in-one-store", siteId: "RL-US" },
  argTypes: { scenario: { control: "select", options: ["stock-in-one-store", "no-stores", "search-fails", "slow"] } },
} satisfies Meta<typeof PickupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two stores near New York; the variant is in stock in Boston only. */
export const StockInOneStore: Story = {};
/** No store near the postal code. */
export const NoStores: Story = { args: { scenario: "no-stores" } };
/** The search fails: the catalogue's message as an alert. */
export const SearchFails: Story = { args: { scenario: "search-fails" } };
/** The search never answers: the loading state. */
export const Searching: Story = { args: { scenario: "slow" } };
/** The German site. */
export const InGerman: Story = { args: { siteId: "RL-DE" } };
