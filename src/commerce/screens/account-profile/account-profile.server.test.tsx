import { readFileSync } from "node:fs";
import { QueryClient } from "@tanstack/react-query";
import { beforeAll, describe, expect, test } from "vitest";
import { GUEST_AUDIENCE } from "../../../../contracts/personalisation/audience.ts";
import { SITES } from "../../../../contracts/sites.ts";
import { registry } from "../../../blocks/index.ts";
import { planRender } from "../../../engine/render-plan.ts";
import { resolvePage } from "../../../engine/resolve-page.ts";
import { pageContext, PageUnderTest, streamPageToHtml } from "../../../engine/react/testing/render-page.tsx";
import { accountProfileQuery } from "./account-profile-queries.ts";
import { MEMBER_PROFILE } from "./testing/account-fixtures.ts";

beforeAll(async () => {
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});

const profilePage = (site: string) => JSON.parse(readFileSync(new URL(`../../../../fixtures/content/${site}/pages/account-profile.json`, import.meta.url), "utf8")) as unknown;
const MEMBER = { ...GUEST_AUDIENCE, loggedIn: true };

describe("the account profile block on the server", () => {
  test("a member's page: the navigation, the heading and a loading status, never the member's data", async () => {
    const context = pageContext({ pathname: "/en-us/account-profile", audience: MEMBER });
    const { page, diagnostics } = resolvePage(profilePage("RL-US"), context, registry);
    expect(diagnostics).toEqual([]);
    // Even a query client that somehow holds a profile renders none: it is the shopper's.
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountProfileQuery("RL-US").queryKey, MEMBER_PROFILE);
    const { html, errors } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={registry} queryClient={queryClient} />);
    expect(errors).toEqual([]);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain("Your profile</h1>");
    expect(html).toContain("Loading your profile…");
    expect(html).toContain("Keeping your details safe");
    expect(html).not.toContain("alex.walker@example.com");
  });

  test("a guest's page: the reason to sign in and the button", async () => {
    const context = pageContext({ siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/account-profile" });
    const { page } = resolvePage(profilePage("RL-DE"), context, registry);
    const { html } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={registry} />);
    expect(html).toContain("Ihr Profil</h1>");
    expect(html).toContain("Melden Sie sich an, um Ihre Daten");
    expect(html).toContain("Anmelden</button>");
  });

  test("no data provider and nothing to prefetch; it hydrates with the page", () => {
    const context = pageContext({ pathname: "/en-us/account-profile", audience: MEMBER });
    const { page } = resolvePage(profilePage("RL-US"), context, registry);
    const plan = planRender(page.sections, context, registry);
    expect(registry.get("account-profile")?.dataProvider).toBeUndefined();
    expect(plan.prefetch).toEqual([]);
    expect(plan.hydratingTypes).toContain("account-profile");
  });

  test.each(SITES.map((site) => [site.siteId, site.localePath] as const))("the %s page is valid", (siteId, localePath) => {
    const { diagnostics } = resolvePage(profilePage(siteId), pageContext({ mode: "preview", siteId, localePath }), registry);
    expect(diagnostics).toEqual([]);
  });

  test("an editor's heading of more than 120 characters is refused", () => {
    const document = { id: "p", slug: "account-profile", title: "Profile", sections: [{ id: "s", items: [{ id: "account-profile", type: "account-profile", heading: "A".repeat(121) }] }] };
    const { diagnostics } = resolvePage(document, pageContext({ mode: "preview" }), registry);
    expect(diagnostics.map((diagnostic) => diagnostic.field)).toEqual(["heading"]);
  });
});
