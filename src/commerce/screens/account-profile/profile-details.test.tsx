// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { accountProfileQuery } from "./account-profile-queries.ts";
import { consumerProfile, MEMBER_PROFILE } from "./testing/account-fixtures.ts";
import { fakeAccount } from "./testing/fake-account.ts";
import { renderAccountProfile, setSignedIn } from "./testing/render-account-profile.tsx";

beforeAll(() => import("../../commerce-access.ts"));
afterEach(() => {
  cleanup();
  setSignedIn(false);
});

async function renderDetails(profile = MEMBER_PROFILE) {
  const account = fakeAccount({ profile });
  const rendered = renderAccountProfile({ account });
  await rendered.loaded();
  const details = screen.getByRole("region", { name: "Personal details" });
  const field = (label: string | RegExp) => within(details).getByLabelText(label) as HTMLInputElement;
  const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const save = () => fireEvent.click(within(details).getByRole("button", { name: "Save details" }));
  /** The message tied to a field (`aria-describedby`), or undefined. */
  const messageOf = (label: string | RegExp) => {
    const input = field(label);
    if (input.getAttribute("aria-invalid") !== "true") return undefined;
    return (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id))
      .find((element) => element?.id.endsWith("-error"))?.textContent;
  };
  return { ...rendered, account, details, field, type, save, messageOf };
}

describe("personal details", () => {
  test("each rule's message shows under its field when the field is left, and goes once fixed", async () => {
    const { field, type, messageOf } = await renderDetails();
    const cases: [string | RegExp, string, string][] = [
      ["First name", "", "This field is required"],
      ["Last name", "W4lker", "Name is not valid."],
      ["Email", "alex@example", "Email is not valid"],
      [/^Mobile number/, "555 0100", "A valid phone number is required"],
      [/^Date of birth/, "1990-04-12", "Enter a valid date as MM/DD/YYYY"],
      [/^ZIP code/, "8030", "Enter a valid postal code"],
    ];
    for (const [label, value, message] of cases) {
      type(label, value);
      fireEvent.blur(field(label));
      expect(messageOf(label)).toBe(message);
    }
    type("First name", "Alex");
    fireEvent.blur(field("First name"));
    expect(messageOf("First name")).toBeUndefined();
  });

  test("birth dates: at least 13, at most 120 years ago", async () => {
    const { field, type, messageOf } = await renderDetails();
    const now = new Date();
    const date = (yearsAgo: number) => `01/01/${now.getFullYear() - yearsAgo}`;
    type(/^Date of birth/, `12/31/${now.getFullYear() - 12}`);
    fireEvent.blur(field(/^Date of birth/));
    expect(messageOf(/^Date of birth/)).toBe("You need to be at least 13 to have an account");
    type(/^Date of birth/, date(122));
    fireEvent.blur(field(/^Date of birth/));
    expect(messageOf(/^Date of birth/)).toBe("Please check the year of your date of birth");
  });

  test("a loyalty member's birth date is required", async () => {
    const { field, type, save, messageOf, account } = await renderDetails(consumerProfile({ isLoyaltyMember: true, memberId: "RLM5550001234" }));
    type("Date of birth", "");
    save();
    await waitFor(() => expect(messageOf("Date of birth")).toBe("Loyalty members need a date of birth"));
    await waitFor(() => expect(document.activeElement).toBe(field("Date of birth")));
    expect(account.argsOf("updateProfile")).toEqual([]);
  });

  test("an invalid submit sends nothing and puts the focus on the first field in error", async () => {
    const { field, type, save, messageOf, account } = await renderDetails();
    type("Last name", "");
    type(/^ZIP code/, "ABC");
    save();
    await waitFor(() => expect(document.activeElement).toBe(field("Last name")));
    expect(messageOf(/^ZIP code/)).toBe("Enter a valid postal code");
    expect(account.argsOf("updateProfile")).toEqual([]);
  });

  test("saving sends the details in the API's formats and says so; the page's profile is the answer", async () => {
    const { details, type, field, save, account, queryClient } = await renderDetails();
    type("First name", " Alexandra ");
    type(/^Mobile number/, "303 555 0199");
    fireEvent.blur(field(/^Mobile number/));
    expect(field(/^Mobile number/).value).toBe("(303) 555 - 0199");
    type(/^Date of birth/, "");
    save();
    expect((await within(details).findByRole("status")).textContent).toBe("Your details are saved.");
    expect(account.argsOf("updateProfile")).toEqual([
      [{ consumerProfile: { consumerDetails: { firstName: "Alexandra", lastName: "Walker", phone: "+13035550199", birthDate: "", postalCode: "80302" }, enrollments: [], subscriptions: [], preferences: {} } }],
    ]);
    expect(queryClient.getQueryData(accountProfileQuery("RL-US").queryKey)?.consumerDetails).toMatchObject({ firstName: "Alexandra", phone: "+13035550199", birthDate: null });
  });

  test("a new email asks for the current password and sends both", async () => {
    const { details, type, field, save, messageOf, account } = await renderDetails();
    expect(within(details).queryByLabelText("Current password")).toBeNull();
    type("Email", "alex@ridgeline.example");
    save();
    await waitFor(() => expect(messageOf("Current password")).toBe("Enter your current password to change your email address"));
    await waitFor(() => expect(document.activeElement).toBe(field("Current password")));
    type("Current password", "Old-pass-1");
    save();
    await within(details).findByRole("status");
    expect(account.argsOf("updateProfile")[0]).toEqual([expect.objectContaining({ consumerProfile: expect.objectContaining({ consumerDetails: expect.objectContaining({ email: "alex@ridgeline.example", currentPassword: "Old-pass-1" }) }) })]);
    // The new email is the account's now: no password is asked any more.
    expect(within(details).queryByLabelText("Current password")).toBeNull();
  });

  test.each([
    ["PRO400", 409, "consumerProfile.consumerDetails.email", "Email", "Another account already signs in with this email address."],
    ["AUT442", 409, "consumerProfile.consumerDetails.phone", /^Mobile number/, "Another account already uses this phone number."],
    ["PRO410", 400, "consumerProfile.consumerDetails.birthDate", /^Date of birth/, "Please check your date of birth: account holders are at least 13."],
  ] as const)("server %s: at its field, which takes the focus", async (errorId, status, serverField, label, message) => {
    const { type, field, save, messageOf, account } = await renderDetails();
    account.fail("updateProfile", errorId, { status, field: serverField });
    type("First name", "Alexandra");
    save();
    await waitFor(() => expect(messageOf(label)).toBe(message));
    // Focus follows the message in an effect: a loaded machine may paint the message first.
    await waitFor(() => expect(document.activeElement).toBe(field(label)));
  });

  test("a wrong current password for a new email is said at the password", async () => {
    const { type, save, messageOf, account } = await renderDetails();
    account.fail("updateProfile", "AUT401", { status: 401, field: "consumerProfile.consumerDetails.currentPassword" });
    type("Email", "alex@ridgeline.example");
    type("Current password", "wrong");
    save();
    await waitFor(() => expect(messageOf("Current password")).toBe("Your current password is not right."));
  });

  test("a failure of no field is said at the top of the section; the form keeps what was typed", async () => {
    const { details, type, field, save, account } = await renderDetails();
    account.fail("updateProfile", "GEN500", { status: 500 });
    type("First name", "Alexandra");
    save();
    expect((await within(details).findByRole("alert")).textContent).toBe("Something went wrong. Please try again.");
    expect(field("First name").value).toBe("Alexandra");
  });
});
