// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { MEMBER_PROFILE, NEW_MEMBER_PROFILE, smsSubscription } from "./testing/account-fixtures.ts";
import { FAKE_OPT_IN_DATE, FAKE_SMS_CODE, fakeAccount } from "./testing/fake-account.ts";
import { renderAccountProfile, setSignedIn } from "./testing/render-account-profile.tsx";

beforeAll(() => import("../../commerce-access.ts"));
afterEach(() => {
  cleanup();
  setSignedIn(false);
});

const SMS_LABEL = "Send me offers and news by text message";

async function renderPreferences(options: Parameters<typeof fakeAccount>[0] = { profile: MEMBER_PROFILE }) {
  const account = fakeAccount(options);
  const rendered = renderAccountProfile({ account });
  const section = screen.getByRole("region", { name: "Preferences" });
  const texts = () => within(section).getByRole("group", { name: "Text messages" });
  const smsBox = async () => (await within(section).findByRole("checkbox", { name: SMS_LABEL })) as HTMLInputElement;
  const field = (label: string | RegExp) => within(section).getByLabelText(label) as HTMLInputElement;
  const messageOf = (label: string | RegExp) => {
    const input = field(label);
    return input.getAttribute("aria-invalid") === "true" ? document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent : undefined;
  };
  await rendered.loaded();
  return { ...rendered, account, section, texts, smsBox, field, messageOf };
}

describe("text messages", () => {
  test("ticking texts a code to the profile's phone; the code confirms the subscription", async () => {
    const { texts, smsBox, field, messageOf, account } = await renderPreferences();
    expect(within(texts()).getByText("Message and data rates may apply. Reply STOP to cancel.")).toBeTruthy();
    fireEvent.click(await smsBox());
    const code = await within(texts()).findByLabelText("Confirmation code");
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(within(texts()).getByText("We have texted a code to •••• 0100. Enter it to confirm your subscription.")).toBeTruthy();
    expect(account.argsOf("subscribeSms")).toEqual([
      [
        {
          phone: "+13035550100",
          optin: true,
          consumerProfile: {
            consumerDetails: { source: { acquisitionType: "account-profile" } },
            enrollments: [],
            subscriptions: [{ type: "Newsletter", channel: "sms", recipient: "+13035550100", optin: true, doubleOptin: true, category: "subscription", country: "US", region: "NORA", optinDate: FAKE_OPT_IN_DATE }],
            preferences: {},
          },
        },
      ],
    ]);
    expect((await smsBox()).checked).toBe(true);

    fireEvent.change(code, { target: { value: "12345" } });
    fireEvent.click(within(texts()).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(messageOf("Confirmation code")).toBe("Enter the 6-digit code"));
    fireEvent.change(field("Confirmation code"), { target: { value: "654321" } });
    fireEvent.click(within(texts()).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(messageOf("Confirmation code")).toBe("That code is not right. Check the text message and try again."));
    fireEvent.change(field("Confirmation code"), { target: { value: FAKE_SMS_CODE } });
    fireEvent.click(within(texts()).getByRole("button", { name: "Confirm" }));
    expect((await within(texts()).findByRole("status")).textContent).toBe("You are subscribed to text messages.");
    expect(account.argsOf("confirmSms")).toEqual([["654321"], [FAKE_SMS_CODE]]);
    expect(within(texts()).queryByLabelText("Confirmation code")).toBeNull();
    expect(within(texts()).getByText("Texts go to •••• 0100.")).toBeTruthy();
  });

  test("an expired code says so; a new code can be asked for", async () => {
    const { texts, field, messageOf, account } = await renderPreferences({ profile: MEMBER_PROFILE, sms: smsSubscription({ status: "PENDING", phone: "••••••••0100", optin: true }) });
    account.fail("confirmSms", "AUT402", { status: 410, field: "confirmationCode" });
    fireEvent.change(field("Confirmation code"), { target: { value: "111111" } });
    fireEvent.click(within(texts()).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(messageOf("Confirmation code")).toBe("That code has expired. Use your number again to get a new one."));
    fireEvent.click(within(texts()).getByRole("button", { name: "Send a new code" }));
    await waitFor(() => expect(account.argsOf("subscribeSms")).toHaveLength(1));
  });

  test("unticking unsubscribes", async () => {
    const { texts, smsBox, account } = await renderPreferences({ profile: MEMBER_PROFILE, sms: smsSubscription({ status: "SUBSCRIBED", phone: "••••••••0100", optin: true, doubleOptin: true }) });
    const box = await smsBox();
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect((await within(texts()).findByRole("status")).textContent).toBe("You will no longer get text messages from us.");
    expect(account.argsOf("unsubscribeSms")).toEqual([[]]);
    expect((await smsBox()).checked).toBe(false);
  });

  test("a failed subscription is said in the texts' part; the box stays unticked", async () => {
    const { texts, smsBox, account } = await renderPreferences();
    account.fail("subscribeSms", "PRM140", { status: 429 });
    fireEvent.click(await smsBox());
    expect((await within(texts()).findByRole("alert")).textContent).toBe("We have sent too many codes today. Please try again tomorrow.");
    expect((await smsBox()).checked).toBe(false);
  });

  test("without a phone in the profile, the box cannot be ticked and says why", async () => {
    const { smsBox, texts } = await renderPreferences({ profile: NEW_MEMBER_PROFILE });
    const box = await smsBox();
    expect(box.disabled).toBe(true);
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe("Add a mobile number to your personal details to get text messages.");
    expect(within(texts()).queryByRole("status")).toBeNull();
  });
});

describe("interests and shoe size", () => {
  test.each([
    ["nine", "Enter a number"],
    ["0", "Enter 1 or more"],
    ["75", "Enter 60 or less"],
    ["9.3", "Enter a whole or half size"],
  ])("shoe size %j: %s", async (size, message) => {
    const { section, field, messageOf, account } = await renderPreferences();
    fireEvent.change(field(/^Preferred shoe size/), { target: { value: size } });
    fireEvent.click(within(section).getByRole("button", { name: "Save preferences" }));
    await waitFor(() => expect(messageOf(/^Preferred shoe size/)).toBe(message));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Preferred shoe size/)));
    expect(account.argsOf("updateProfile")).toEqual([]);
  });

  test("saving sends the interests joined by a pipe in the list's order and the size", async () => {
    const { section, field, account } = await renderPreferences();
    fireEvent.click(within(section).getByRole("checkbox", { name: "Yoga" }));
    fireEvent.click(within(section).getByRole("checkbox", { name: "Camping" }));
    fireEvent.click(within(section).getByRole("checkbox", { name: "Hiking" }));
    fireEvent.change(field(/^Preferred shoe size/), { target: { value: "10,5" } });
    fireEvent.click(within(section).getByRole("button", { name: "Save preferences" }));
    expect((await within(section).findByText("Your preferences are saved.")).getAttribute("role") ?? (await within(section).findByText("Your preferences are saved.")).parentElement?.getAttribute("role")).toBe("status");
    expect(account.argsOf("updateProfile")).toEqual([[{ consumerProfile: { consumerDetails: {}, enrollments: [], subscriptions: [], preferences: { interests: "camping|trail-running|yoga", preferredShoeSize: "10.5" } } }]]);
  });

  test("a refused size is said at the field", async () => {
    const { section, field, messageOf, account } = await renderPreferences();
    account.fail("updateProfile", "ATTR300", { field: "consumerProfile.preferences.preferredShoeSize" });
    fireEvent.click(within(section).getByRole("button", { name: "Save preferences" }));
    await waitFor(() => expect(messageOf(/^Preferred shoe size/)).toBe("Please check this value."));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Preferred shoe size/)));
  });
});
