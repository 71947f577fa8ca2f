import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { CheckoutCartAnswer } from "../../../../../contracts/api/checkout.ts";
import type { CommerceClient } from "../../../api/client.ts";
import { cartQuery } from "../../../cart/cart-state.ts";
import { withCommerce } from "../../../lazy-commerce.ts";
import type { NoticeMessage } from "../../../ui/notice.tsx";
import { paymentProblem, problemPlace, type PaymentProblem, type ProblemPlace } from "./payment-errors.ts";
import type { PaymentStrings } from "./payment-strings.ts";
import type { PaymentMethodsView } from "./payment-view.ts";

/** What every part of the billing step shares: the cart, its site's words and money, where answers go. */
export interface PaymentStepValue {
  siteId: string;
  cart: CheckoutCartAnswer;
  member: boolean;
  strings: PaymentStrings;
  /** An amount in the site's money format. */
  money: (amount: number) => string;
  /** A count in the site's number format (points). */
  count: (value: number) => string;
  /** Every cart answer goes here (the checkout keeps it as the page's cart). */
  onCart: (cart: CheckoutCartAnswer) => void;
  /** A notice at the top of the step (the catalogue's toasts, a cancelled wallet). */
  notify: (notice: NoticeMessage) => void;
}

const PaymentStepContext = createContext<PaymentStepValue | null>(null);
export const PaymentStepProvider = PaymentStepContext.Provider;

export function usePaymentStep(): PaymentStepValue {
  const value = useContext(PaymentStepContext);
  if (!value) throw new Error("usePaymentStep is used outside the billing step");
  return value;
}

/**
 * The payment methods of the shopper's cart, read again whenever its instruments or total change
 * (a third gift card, the athletes payment's payable amount and the vouchers depend on them).
 * The previous answer stays on screen while the next one is read.
 */
export const paymentMethodsQuery = (siteId: string, cart: Pick<CheckoutCartAnswer, "id" | "payment_instruments" | "totals">) =>
  queryOptions({
    queryKey: ["commerce", siteId, "checkout", "payment-methods", cart.id, cart.payment_instruments.map((entry) => entry.payment_instrument_id).join(","), cart.totals.total] as const,
    queryFn: ({ client }): Promise<PaymentMethodsView> => withCommerce(client, siteId, (commerce) => commerce.paymentMethods()),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** A member's saved cards (consumer payment instruments). */
export const savedCardsQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "account", "payment-instruments", "CREDIT_CARD"] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.savedPaymentInstruments("CREDIT_CARD")),
    staleTime: 60_000,
  });

/** Where a section's problems go: its form's fields (the first is its main input) and the ids it keeps at that input. */
export interface ProblemFields<Field extends string> {
  fields: readonly Field[];
  atInput?: (errorId: string) => boolean;
  /** Every problem stays where the call was made (a dialog), never at the step's top. */
  inline?: boolean;
}

function placeIn<Field extends string>(problem: PaymentProblem, where: ProblemFields<Field>): ProblemPlace<Field> {
  const place = problemPlace(problem, where.fields, where.atInput);
  return where.inline && place.at === "step" ? { at: "section" } : place;
}

export interface PaymentCall<Input, Answer, Field extends string> {
  run: (input: Input) => void;
  runAsync: (input: Input) => Promise<Answer>;
  pending: boolean;
  answer: Answer | undefined;
  problem: PaymentProblem | undefined;
  place: ProblemPlace<Field> | undefined;
  /** The problem's message when it belongs to `field`. */
  fieldError: (field: Field) => string | undefined;
  /** The problem's message when it belongs at the top of the section. */
  sectionError: string | undefined;
  reset: () => void;
}

/**
 * A commerce call of the step: its answer (`onAnswer`), its problem placed by `problemPlace`
 * (toasts to the step's top), and the catalogue's "refresh the cart" reread.
 */
export function usePaymentCall<Input, Answer, Field extends string>(
  call: (commerce: CommerceClient, input: Input) => Promise<Answer>,
  where: ProblemFields<Field>,
  onAnswer?: (answer: Answer, input: Input) => void,
): PaymentCall<Input, Answer, Field> {
  const step = usePaymentStep();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: Input) => withCommerce(queryClient, step.siteId, (commerce) => call(commerce, input)),
    onSuccess: (answer, input) => onAnswer?.(answer, input),
    onError: (error) => {
      const problem = paymentProblem(error, step.siteId);
      if (placeIn(problem, where).at === "step") step.notify({ type: "error", level: "top", message: problem.message, code: problem.errorId });
      if (problem.behaviour.action === "refresh-cart") void queryClient.invalidateQueries({ queryKey: cartQuery(step.siteId).queryKey });
    },
  });
  const problem = mutation.error ? paymentProblem(mutation.error, step.siteId) : undefined;
  const place = problem ? placeIn(problem, where) : undefined;
  return {
    run: mutation.mutate,
    runAsync: mutation.mutateAsync,
    pending: mutation.isPending,
    answer: mutation.data,
    problem,
    place,
    fieldError: (field) => (place?.at === "field" && place.field === field ? problem?.message : undefined),
    sectionError: place?.at === "section" ? problem?.message : undefined,
    reset: mutation.reset,
  };
}

/** A call answering the cart: the answer goes to the checkout (`onCart`). */
export function useCartChange<Input, Field extends string>(
  call: (commerce: CommerceClient, input: Input) => Promise<CheckoutCartAnswer>,
  where: ProblemFields<Field>,
  onChanged?: (cart: CheckoutCartAnswer, input: Input) => void,
): PaymentCall<Input, CheckoutCartAnswer, Field> {
  const step = usePaymentStep();
  return usePaymentCall(call, where, (cart, input) => {
    step.onCart(cart);
    onChanged?.(cart, input);
  });
}
