import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { AccountProfileStory } from "./testing/account-profile-story.tsx";
import { accountAddress, consumerProfile, MEMBER_CARDS, MEMBER_PROFILE, NEW_MEMBER_PROFILE, smsSubscription } from "./testing/account-fixtures.ts";
import type { FakeAccountOptions } from "./testing/fake-account.ts";

/** The server's (and the stories test's) render of a member's page: the heading and a loading status. */
const MEMBER_SHELL = ["Your profile</h1>", "Loading your profile…"];

/** A story of a signed-in member (the browser shows their account; the server the shell). */
const member = (account: FakeAccountOptions, siteId?: string, expectHtml: readonly string[] = MEMBER_SHELL): Story => ({
  render: (args) => <AccountProfileStory fields={args} account={account} siteId={siteId} />,
  parameters: { block: { expectHtml, forbidHtml: ["alex.walker@example.com"] } },
});

const meta = {
  title: "Commerce/Account profile",
  ...blockStoriesMeta("account-profile"),
  args: {},
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with three addresses (main delivery and billing), two cards and an expired one, texts subscribed, interests and a shoe size. Try every form: the SMS code is 123456. */
export const SignedInWithData: Story = member({ profile: MEMBER_PROFILE, cards: MEMBER_CARDS, sms: smsSubscription({ status: "SUBSCRIBED", phone: "••••••••0100", optin: true, doubleOptin: true }) });

/** A new member: no phone, birth date, addresses, cards or interests; texts cannot be chosen before a phone is saved. */
export const SignedInEmpty: Story = member({ profile: NEW_MEMBER_PROFILE });

/** A guest: why to sign in, and the button that opens the header's sign-in dialog. */
export const Guest: Story = {
  render: (args) => <AccountProfileStory fields={args} />,
  parameters: { block: { expectHtml: ["Your profile</h1>", "Sign in</button>"], forbidHtml: ["Loading your profile"] } },
};

/** The editor's heading and words for guests. */
export const EditorsWords: Story = {
  render: (args) => <AccountProfileStory fields={args} />,
  args: { heading: "Your Ridgeline account", guestText: "Sign in to keep your trail details in one place." },
  parameters: { block: { expectHtml: ["Your Ridgeline account</h1>", "Sign in to keep your trail details in one place."] } },
};

const MONTREAL = accountAddress({ recipientFirstName: "Camille", recipientLastName: "Tremblay", addressLine1: "1200 rue Sainte-Catherine O", city: "Montréal", stateCityProvDept: "QC", postalCode: "H3B 1K9", country: "CA", recipientContactPhone: "+15145550100" });
const CAMILLE = consumerProfile({
  consumerDetails: { firstName: "Camille", lastName: "Tremblay", email: "camille.tremblay@example.com", phone: "+15145550100", birthDate: "1988-11-03", postalCode: "H3B 1K9", addresses: [MONTREAL, { ...MONTREAL, id: "addr-billing", approachType: "B" }] },
  preferences: { interests: "skiing|snowboarding", preferredShoeSize: "8" },
});

/** The French Canadian site: its words, day-first dates and provinces. */
export const InFrench: Story = member({ profile: CAMILLE, cards: MEMBER_CARDS }, "RL-CAFR", ["Votre profil</h1>", "Chargement de votre profil…"]);

/** Invalid: a heading longer than 120 characters. */
export const HeadingTooLong: Story = {
  args: { heading: "A".repeat(121) },
  parameters: { block: { expectDiagnostic: true } },
};
