import { QueryClient } from "@tanstack/react-query";
import { describe, expect, test, vi } from "vitest";
import { bindCommerce } from "../../commerce-access.ts";
import type { CommerceClient } from "../../api/client.ts";
import type { InventoryAnswer } from "../../catalogue/catalogue-queries.ts";
import { inStockItems, MAX_CHECKED, stockStateOf } from "./upsell-stock.ts";
import { BASECAMP_JACKET, COLDFRONT_VEST, inventoryFixture, LOFT_HOODIE, recommendationItemFixture, SUMMIT_PARKA_UPSELL, upsellItemsOf, WINDWARD_JACKET } from "./testing/upsell-fixtures.ts";

const SKU = "RLMO0IY8KSM";

describe("stockStateOf (content spec §4: InStock when the variant's quantity is above 0)", () => {
  test.each<[string, InventoryAnswer | undefined, "InStock" | "OutOfStock"]>([
    ["quantity above 0", inventoryFixture("RLMO0IY8", { [SKU]: 4 }), "InStock"],
    ["quantity 1", inventoryFixture("RLMO0IY8", { [SKU]: 1 }), "InStock"],
    ["quantity 0", inventoryFixture("RLMO0IY8", { [SKU]: 0 }), "OutOfStock"],
    ["the variant missing (others in stock)", inventoryFixture("RLMO0IY8", { RLMO0IY8KMD: 9 }), "OutOfStock"],
    ["no variants at all", inventoryFixture("RLMO0IY8", {}), "OutOfStock"],
    ["no answer (the lookup failed)", undefined, "OutOfStock"],
  ])("%s → %s", (_, inventory, expected) => {
    expect(stockStateOf(inventory, SKU)).toBe(expected);
  });

  test("an inherited member is not a variant", () => {
    expect(stockStateOf(inventoryFixture("RLMO0IY8", {}), "constructor")).toBe("OutOfStock");
  });
});

/** A query client whose commerce client answers the inventory from `stock` (product id → answer, or a failure). */
function clientWith(stock: Record<string, InventoryAnswer | "fails">) {
  const productInventory = vi.fn(async (productId: string) => {
    const answer = stock[productId];
    if (!answer || answer === "fails") throw Object.assign(new Error("We could not find this item."), { name: "CommerceApiError", status: 503 });
    return answer;
  });
  const client = bindCommerce(new QueryClient(), () => ({ productInventory }) as unknown as CommerceClient);
  return { client, productInventory };
}

describe("inStockItems", () => {
  const [jacket, hoodie, insulated, vest] = [BASECAMP_JACKET, LOFT_HOODIE, WINDWARD_JACKET, COLDFRONT_VEST];

  test("keeps the items in stock, in the slot's order, one lookup per item's product; a failed lookup drops only its item", async () => {
    const { client, productInventory } = clientWith({
      [jacket.id]: inventoryFixture(jacket.id, { [jacket.sku]: 3 }),
      [hoodie.id]: inventoryFixture(hoodie.id, { [hoodie.sku]: 0, [`${hoodie.id}KMD`]: 5 }),
      [insulated.id]: "fails",
      [vest.id]: inventoryFixture(vest.id, { [vest.sku]: 12 }),
    });
    expect(await inStockItems(client, "RL-US", SUMMIT_PARKA_UPSELL)).toEqual(upsellItemsOf([jacket, vest]));
    expect(productInventory.mock.calls.map(([productId]) => productId)).toEqual([jacket.id, hoodie.id, insulated.id, vest.id]);
  });

  test("asks for every product at once, not one after the other", async () => {
    let pending = 0;
    let most = 0;
    const productInventory = vi.fn(async (productId: string) => {
      most = Math.max(most, ++pending);
      await new Promise((resolve) => setTimeout(resolve, 5));
      pending -= 1;
      return inventoryFixture(productId, { [`${productId}KSM`]: 1 });
    });
    const client = bindCommerce(new QueryClient(), () => ({ productInventory }) as unknown as CommerceClient);
    expect(await inStockItems(client, "RL-US", SUMMIT_PARKA_UPSELL)).toHaveLength(4);
    expect(most).toBe(4);
  });

  test("no items: no lookup", async () => {
    const { client, productInventory } = clientWith({});
    expect(await inStockItems(client, "RL-US", [])).toEqual([]);
    expect(productInventory).not.toHaveBeenCalled();
  });

  test(`checks at most ${MAX_CHECKED} items`, async () => {
    const many = Array.from({ length: 20 }, (_, index) => recommendationItemFixture({ id: `RLAB${String(index).padStart(4, "0")}`, name: `Item ${index}` }));
    const { client, productInventory } = clientWith(Object.fromEntries(many.map((item) => [item.id, inventoryFixture(item.id, { [item.sku]: 1 })])));
    expect(await inStockItems(client, "RL-US", many)).toHaveLength(MAX_CHECKED);
    expect(productInventory).toHaveBeenCalledTimes(MAX_CHECKED);
  });
});
