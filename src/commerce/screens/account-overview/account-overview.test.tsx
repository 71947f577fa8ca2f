// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { consumerProfileAnswer, loyaltyVouchersAnswer, welcomePromoAnswer } from "../../../../contracts/api/consumer.ts";
import { GUEST_AUDIENCE } from "../../../../contracts/personalisation/audience.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { SIGN_IN_REQUEST_EVENT, type SignInRequestDetail } from "../../identity/session-events.ts";
import { clearSessionCookies, errorAnswer, stubCommerce, type Route } from "../order-history/testing/commerce-routes.ts";
import AccountOverview from "./account-overview.tsx";
import { ATHLETE, consumerProfile, EMPLOYEE, LOYALTY_MEMBER, MEMBER_WITHOUT_BIRTH_DATE, NO_VOUCHERS, PRO_MEMBER, REGULAR_MEMBER, VOUCHERS, WELCOME_OFFER } from "./testing/profile-factory.ts";
import { DEFAULT_ACCOUNT_OVERVIEW_PROPS, renderAccountOverview } from "./testing/render-account-overview.tsx";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

const PROFILE = "/consumers-v3/consumer";
const VOUCHERS_PATH = "/consumers-v3/consumer/loyalty/vouchers";
const WELCOME_PATH = "/consumers-v3/consumer/loyalty/promo/welcome";
const profileOf = (profile: ConsumerProfileAnswer): Route => ({ method: "GET", path: PROFILE, answers: [profile] });
const loyaltyRoutes = (vouchers = VOUCHERS): Route[] => [
  { method: "GET", path: VOUCHERS_PATH, answers: [vouchers] },
  { method: "GET", path: WELCOME_PATH, answers: [WELCOME_OFFER] },
];
const joinedOf = (profile: ConsumerProfileAnswer, birthDate = profile.consumerDetails.birthDate): ConsumerProfileAnswer => ({
  ...profile,
  memberId: "RLM1001",
  isLoyaltyMember: true,
  loyaltyOptInDate: "2026-11-26",
  consumerDetails: { ...profile.consumerDetails, birthDate },
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSessionCookies();
});

test("the named members are profiles as the API answers them", () => {
  for (const profile of [REGULAR_MEMBER, MEMBER_WITHOUT_BIRTH_DATE, LOYALTY_MEMBER, EMPLOYEE, ATHLETE, PRO_MEMBER]) expect(consumerProfileAnswer.safeParse(profile).error).toBeUndefined();
  for (const vouchers of [VOUCHERS, NO_VOUCHERS]) expect(loyaltyVouchersAnswer.safeParse(vouchers).error).toBeUndefined();
  expect(welcomePromoAnswer.safeParse(WELCOME_OFFER).error).toBeUndefined();
});

describe("a guest", () => {
  test("reads why to sign in; 'Sign in' and 'Create an account' ask the header's dialog; nothing is read", async () => {
    const routes = stubCommerce([], { signedIn: false });
    const requests: (SignInRequestDetail | null)[] = [];
    const listen = (event: Event) => requests.push((event as CustomEvent<SignInRequestDetail>).detail);
    window.addEventListener(SIGN_IN_REQUEST_EVENT, listen);
    const { container } = renderAccountOverview({ signedIn: false, props: { guestText: "Sign in for your orders and rewards." } });
    expect(screen.getByRole("heading", { level: 1, name: "Your account" })).toBeTruthy();
    expect(screen.getByText("Sign in for your orders and rewards.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Overview and orders" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
    window.removeEventListener(SIGN_IN_REQUEST_EVENT, listen);
    expect(requests).toEqual([{}, { mode: "sign-up" }]);
    expect(routes.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("a member", () => {
  test("the server renders the heading and a loading status, never the profile", () => {
    const page = pageContext({ pathname: "/en-us/account", audience: { ...GUEST_AUDIENCE, loggedIn: true } });
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <EngineProvider value={{ registry: createRegistry([]), page }}>
          <AccountOverview blockId="overview" {...DEFAULT_ACCOUNT_OVERVIEW_PROPS} />
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("Your account</h1>");
    expect(html).toContain("Loading your account…");
    expect(html).not.toContain("Sign in");
  });

  test("a loyalty member: greeting, points, the vouchers they reach (the best first in words), the welcome offer; no join form", async () => {
    const routes = stubCommerce([profileOf(LOYALTY_MEMBER), ...loyaltyRoutes()]);
    const { container } = renderAccountOverview();
    expect(await screen.findByText("Hello, Jordan")).toBeTruthy();
    const loyalty = screen.getByRole("region", { name: "Ridgeline Rewards" });
    expect(await within(loyalty).findByText("1,250 points")).toBeTruthy();
    expect(within(loyalty).getByText("Use up to $10.00 off at checkout.")).toBeTruthy();
    expect(within(loyalty).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["$5.00 off for 500 points", "$10.00 off for 1,000 points"]);
    expect(await within(loyalty).findByText("WELCOME10")).toBeTruthy();
    expect(within(loyalty).getByText("Valid until 12/20/2026")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join now" })).toBeNull();
    expect(document.querySelector("[data-spend]")).toBeNull();
    expect(routes.calls.map((call) => `${call.method} ${call.path}?${call.query}`).sort()).toEqual([`GET ${PROFILE}?`, `GET ${VOUCHERS_PATH}?siteId=RL-US`, `GET ${WELCOME_PATH}?siteId=RL-US`].sort());
    expect(await axeViolations(container)).toEqual([]);
  });

  test("no voucher reached yet; a welcome offer that cannot be read is left out", async () => {
    stubCommerce([profileOf(LOYALTY_MEMBER), { method: "GET", path: VOUCHERS_PATH, answers: [NO_VOUCHERS] }, { method: "GET", path: WELCOME_PATH, answers: [errorAnswer(404, "PRM130", "There is no welcome offer at the moment")] }]);
    renderAccountOverview();
    expect(await screen.findByText("Keep collecting points: your first reward is on its way.")).toBeTruthy();
    expect(screen.getByText("0 points")).toBeTruthy();
    expect(screen.queryByText("Your welcome offer")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a membership not confirmed yet (REW135): said where the points would be", async () => {
    stubCommerce([profileOf(LOYALTY_MEMBER), { method: "GET", path: VOUCHERS_PATH, answers: [errorAnswer(403, "REW135", "not confirmed")] }, { method: "GET", path: WELCOME_PATH, answers: [errorAnswer(403, "REW135", "not confirmed")] }]);
    renderAccountOverview();
    const notice = await screen.findByText("Your loyalty membership is not confirmed yet.");
    expect(notice.closest("[role]")?.getAttribute("role")).toBe("status");
    expect(screen.queryByText(/points$/)).toBeNull();
  });

  test("a member outside the programme joins: the profile update with a Loyalty enrolment, then the points", async () => {
    const routes = stubCommerce([profileOf(REGULAR_MEMBER), { method: "PUT", path: PROFILE, answers: [joinedOf(REGULAR_MEMBER)] }, ...loyaltyRoutes(NO_VOUCHERS)]);
    renderAccountOverview({ props: { joinText: "Points on every order." } });
    const join = await screen.findByRole("region", { name: "Join Ridgeline Rewards" });
    expect(within(join).getByText("Points on every order.")).toBeTruthy();
    // The profile has a birth date: nothing to ask.
    expect(within(join).queryByLabelText("Birth date")).toBeNull();
    fireEvent.click(within(join).getByRole("button", { name: "Join now" }));
    expect(await screen.findByText("Welcome to the programme! Your points start with your next order.")).toBeTruthy();
    expect(routes.to(PROFILE).filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { consumerProfile: { consumerDetails: {}, enrollments: [{ type: "Loyalty", optin: true, doubleOptin: false, country: "US" }], subscriptions: [], preferences: {} } },
    ]);
    expect(await screen.findByText("0 points")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Join Ridgeline Rewards" })).toBeNull();
  });

  test("joining without a birth date on the profile: required, a real date, at least 13; then sent with the enrolment", async () => {
    const routes = stubCommerce([profileOf(MEMBER_WITHOUT_BIRTH_DATE), { method: "PUT", path: PROFILE, answers: [joinedOf(MEMBER_WITHOUT_BIRTH_DATE, "1990-04-12")] }, ...loyaltyRoutes()]);
    renderAccountOverview();
    const join = await screen.findByRole("region", { name: "Join Ridgeline Rewards" });
    const field = within(join).getByLabelText("Birth date") as HTMLInputElement;
    const message = () => document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[1] ?? "")?.textContent;

    fireEvent.click(within(join).getByRole("button", { name: "Join now" }));
    expect(message()).toContain("This field is required");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field));

    expect(within(join).getByText(/Write it as MM\/DD\/YYYY\./)).toBeTruthy();
    fireEvent.change(field, { target: { value: "02/31/1990" } });
    fireEvent.click(within(join).getByRole("button", { name: "Join now" }));
    expect(message()).toContain("Enter a valid date as MM/DD/YYYY");

    const thisYear = new Date().getUTCFullYear();
    fireEvent.change(field, { target: { value: `01/01/${thisYear - 5}` } });
    fireEvent.click(within(join).getByRole("button", { name: "Join now" }));
    expect(message()).toContain("You need to be at least 13 to join.");
    expect(routes.to(PROFILE).filter((call) => call.method === "PUT")).toEqual([]);

    fireEvent.change(field, { target: { value: "04/12/1990" } });
    expect(field.getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(within(join).getByRole("button", { name: "Join now" }));
    expect(await screen.findByText("1,250 points")).toBeTruthy();
    expect(routes.to(PROFILE).filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { consumerProfile: { consumerDetails: { birthDate: "1990-04-12" }, enrollments: [{ type: "Loyalty", optin: true, doubleOptin: false, country: "US" }], subscriptions: [], preferences: {} } },
    ]);
  });

  test("the programme's age check refusing (PRO410) is told at the birth date; another failure at the button", async () => {
    stubCommerce([profileOf(MEMBER_WITHOUT_BIRTH_DATE), { method: "PUT", path: PROFILE, answers: [errorAnswer(400, "PRO410", "Account holders must be at least 13"), errorAnswer(500, "GEN500", "boom")] }]);
    renderAccountOverview();
    const join = await screen.findByRole("region", { name: "Join Ridgeline Rewards" });
    const field = within(join).getByLabelText("Birth date");
    fireEvent.change(field, { target: { value: "01/01/2000" } });
    fireEvent.click(within(join).getByRole("button", { name: "Join now" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(within(join).getByText("You need to be at least 13 to join.")).toBeTruthy();
    fireEvent.click(within(join).getByRole("button", { name: "Join now" }));
    expect((await within(join).findByRole("alert")).textContent).toBe("Something went wrong. Please try again.");
  });

  test("an employee: the discount spent against the yearly cap", async () => {
    stubCommerce([profileOf(EMPLOYEE)]);
    renderAccountOverview();
    const banner = await screen.findByRole("region", { name: "Employee discount" });
    expect(within(banner).getByText("$1,080.00 left")).toBeTruthy();
    expect(within(banner).getByText("$420.00 of your $1,500.00 yearly allowance spent")).toBeTruthy();
    expect((banner.querySelector("[aria-hidden] > span") as HTMLElement).style.inlineSize).toBe("28%");
    // Not in the programme: the way to join is there too.
    expect(screen.getByRole("region", { name: "Join Ridgeline Rewards" })).toBeTruthy();
  });

  test("an athlete in the programme: the credit left, beside the points; a pro member: the pro credit", async () => {
    stubCommerce([profileOf(ATHLETE), ...loyaltyRoutes()]);
    renderAccountOverview();
    const athlete = await screen.findByRole("region", { name: "Athlete credit" });
    expect(within(athlete).getByText("$1,500.00 of your $2,000.00 yearly credit left")).toBeTruthy();
    expect(await screen.findByText("1,250 points")).toBeTruthy();
    cleanup();

    stubCommerce([profileOf(PRO_MEMBER)]);
    renderAccountOverview();
    const pro = await screen.findByRole("region", { name: "Pro programme credit" });
    expect(within(pro).getByText("$100.00 left")).toBeTruthy();
  });

  test("the profile could not be read: said, and read again on request", async () => {
    stubCommerce([{ method: "GET", path: PROFILE, answers: [errorAnswer(500, "GEN500", "boom"), consumerProfile({ details: { firstName: "Sam" } })] }]);
    renderAccountOverview();
    expect((await screen.findByRole("alert")).textContent).toContain("Your account could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello, Sam")).toBeTruthy();
  });

  test("on the Canadian French site: its words, its money, its number format", async () => {
    stubCommerce([profileOf(EMPLOYEE)]);
    renderAccountOverview({ siteId: "RL-CAFR" });
    expect(await screen.findByText("Bonjour Jordan")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Votre compte" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Rabais employé" }).textContent).toMatch(/1\s080,00\sCAD restants/);
  });
});
