import type { AccountAddressAnswer, ConsumerProfileAnswer, SavedPaymentInstrumentAnswer } from "../../../../../contracts/api/consumer.ts";
import type { AddressBody, CommerceClient } from "../../../api/client.ts";
import { CommerceApiError } from "../../../api/client-transport.ts";
import { messageFor } from "../../../errors/messages.ts";
import type { AccountConsumer, ProfileUpdate, SmsSubscriptionAnswer } from "../account-consumer.ts";
import { accountAddress, smsSubscription } from "./account-fixtures.ts";

/** The code the fake texts for an SMS double opt-in. */
export const FAKE_SMS_CODE = "123456";
/** The server's date the fake answers for opt-ins. */
export const FAKE_OPT_IN_DATE = "2026-03-02";

export interface FakeAccountOptions {
  profile: ConsumerProfileAnswer;
  cards?: SavedPaymentInstrumentAnswer[];
  sms?: SmsSubscriptionAnswer;
}

/** A failure a call answers: the catalogue's id, its status and the field it names. */
export interface FakeFailure {
  status?: number;
  field?: string;
  /** The server's own message (shown for ids the catalogue does not word). */
  message?: string;
}

type AddressWrite = AddressBody & { approachType?: "S" | "B"; main?: boolean };

/**
 * Tests and stories: the member's account in memory behind the two clients the profile screen
 * uses, the commerce client's account calls and the consumer calls (`bindCommerce`,
 * `bindAccountConsumer`). Each call is recorded with its arguments; `fail` makes a call's next
 * answer an error. The address book and cards follow the backend's main-flag rules; the SMS
 * double opt-in takes FAKE_SMS_CODE. Calls it does not know fail like an unreachable API.
 */
export function fakeAccount(options: FakeAccountOptions) {
  let profile = options.profile;
  let cards = options.cards ?? [];
  let sms = options.sms ?? smsSubscription();
  let nextId = 1;
  const calls: { call: string; args: unknown[] }[] = [];
  const failures = new Map<string, CommerceApiError[]>();

  const fail = (call: string, errorId: string, failure: FakeFailure = {}) => {
    const details = failure.field ? { field: failure.field } : {};
    const error = new CommerceApiError(errorId, failure.status ?? 400, messageFor(errorId, failure.message, details), { method: "POST", path: `/fake/${call}` }, { errorDetails: [{ errorId, message: failure.message ?? errorId, ...details }] });
    failures.set(call, [...(failures.get(call) ?? []), error]);
  };
  const run = async <T>(call: string, args: unknown[], answer: () => T): Promise<T> => {
    calls.push({ call, args });
    const failure = failures.get(call)?.shift();
    if (failure) throw failure;
    return answer();
  };

  const setAddresses = (addresses: AccountAddressAnswer[]) => (profile = { ...profile, consumerDetails: { ...profile.consumerDetails, addresses } });
  const saveAddress = (id: string | undefined, write: AddressWrite): AccountAddressAnswer => {
    const book = profile.consumerDetails.addresses;
    const existing = book.find((address) => address.id === id);
    const approachType = write.approachType ?? existing?.approachType ?? "S";
    const main = write.main ?? existing?.main ?? !book.some((address) => address.approachType === approachType);
    const saved = accountAddress({
      id: existing?.id ?? `addr-new-${nextId++}`,
      approachType,
      main,
      recipientFirstName: write.recipientFirstName,
      recipientLastName: write.recipientLastName,
      addressLine1: write.addressLine1,
      addressLine2: write.addressLine2 ?? null,
      city: write.city,
      stateCityProvDept: write.stateCityProvDept ?? null,
      postalCode: write.postalCode,
      country: write.country,
      recipientContactEmail: write.recipientContactEmail ?? null,
      recipientContactPhone: write.recipientContactPhone ?? null,
    });
    const rest = book.map((address) => (address.id === saved.id ? saved : main && address.approachType === approachType ? { ...address, main: false } : address));
    setAddresses(existing ? rest : [...rest, saved]);
    return saved;
  };
  const notFound = (errorId: string) => new CommerceApiError(errorId, 404, messageFor(errorId, undefined), { method: "GET", path: "/fake" }, { errorDetails: [{ errorId }] });

  const commerce: Partial<CommerceClient> = {
    addAddress: (address: AddressWrite) => run("addAddress", [address], () => saveAddress(undefined, address)),
    updateAddress: (addressId: string, address: AddressWrite) =>
      run("updateAddress", [addressId, address], () => {
        if (!profile.consumerDetails.addresses.some((entry) => entry.id === addressId)) throw notFound("CCA401");
        return saveAddress(addressId, address);
      }),
    removeAddress: (addressId: string) => run("removeAddress", [addressId], () => ({ addresses: setAddresses(profile.consumerDetails.addresses.filter((address) => address.id !== addressId)).consumerDetails.addresses })),
    savedPaymentInstruments: (paymentMethodId?: string) => run("savedPaymentInstruments", [paymentMethodId], () => ({ payment_instruments: cards })),
    updateSavedPaymentInstrument: (paymentInstrumentId: string, patch: Parameters<CommerceClient["updateSavedPaymentInstrument"]>[1]) =>
      run("updateSavedPaymentInstrument", [paymentInstrumentId, patch], () => {
        const card = cards.find((entry) => entry.payment_instrument_id === paymentInstrumentId);
        if (!card) throw notFound("PYT404");
        cards = cards.map((entry) => ({ ...entry, card: { ...entry.card, main: patch.main ? entry === card : entry.card.main } }));
        return cards.find((entry) => entry.payment_instrument_id === paymentInstrumentId)!;
      }),
    removeSavedPaymentInstrument: (paymentInstrumentId: string) =>
      run("removeSavedPaymentInstrument", [paymentInstrumentId], () => ({ payment_instruments: (cards = cards.filter((entry) => entry.payment_instrument_id !== paymentInstrumentId)) })),
    changePassword: (body: Parameters<CommerceClient["changePassword"]>[0]) => run("changePassword", [body], () => ({ message: "The password is changed." })),
  };

  const consumer: AccountConsumer = {
    getProfile: () => run("getProfile", [], () => profile),
    updateProfile: (body: ProfileUpdate) =>
      run("updateProfile", [body], () => {
        const { currentPassword: _password, ...details } = body.consumerProfile.consumerDetails;
        const cleared = Object.fromEntries(Object.entries(details).map(([field, value]) => [field, value === "" ? null : value]));
        const { interests, preferredShoeSize } = body.consumerProfile.preferences;
        profile = {
          ...profile,
          consumerDetails: { ...profile.consumerDetails, ...cleared },
          preferences: { interests: interests ?? profile.preferences.interests, preferredShoeSize: preferredShoeSize === undefined ? profile.preferences.preferredShoeSize : preferredShoeSize || null },
        };
        return profile;
      }),
    smsSubscription: () => run("smsSubscription", [], () => sms),
    subscribeSms: (body) => run("subscribeSms", [body], () => (sms = smsSubscription({ status: "PENDING", phone: `••••••••${body.phone.slice(-4)}`, optin: true, optinDate: `${FAKE_OPT_IN_DATE}T10:00:00.000Z` }))),
    confirmSms: (code) =>
      run("confirmSms", [code], () => {
        if (code !== FAKE_SMS_CODE) throw new CommerceApiError("AUT401", 400, messageFor("AUT401", undefined), { method: "PUT", path: "/fake" }, { errorDetails: [{ errorId: "AUT401", field: "confirmationCode" }] });
        return (sms = { ...sms, status: "SUBSCRIBED", doubleOptin: true, doubleOptinDate: `${FAKE_OPT_IN_DATE}T10:05:00.000Z` });
      }),
    unsubscribeSms: () => run("unsubscribeSms", [], () => (sms = { ...sms, status: "UNSUBSCRIBED", optin: false, doubleOptin: false, optoutDate: `${FAKE_OPT_IN_DATE}T11:00:00.000Z` })),
    optInDate: async () => FAKE_OPT_IN_DATE,
  };

  const unknownCall = (name: string) => async () => {
    throw new CommerceApiError("HTTP0", 0, messageFor("GEN500", undefined), { method: "GET", path: `/fake/${name}` }, undefined);
  };
  return {
    commerce: new Proxy(commerce as CommerceClient, { get: (target, name: string) => (target as Record<string, unknown>)[name] ?? unknownCall(name) }),
    consumer,
    calls,
    /** The arguments of each call of `call`, in order. */
    argsOf: (call: string) => calls.filter((entry) => entry.call === call).map((entry) => entry.args),
    fail,
    state: () => ({ profile, cards, sms }),
  };
}

export type FakeAccount = ReturnType<typeof fakeAccount>;
