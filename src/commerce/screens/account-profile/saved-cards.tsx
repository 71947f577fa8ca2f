import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { SavedPaymentInstrumentAnswer } from "../../../../contracts/api/consumer.ts";
import type { CommerceClient } from "../../api/client.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { accountProblem } from "./account-errors.ts";
import { savedCardsQuery, storeCards, storeDefaultCard } from "./account-profile-queries.ts";
import { AccountSection, SectionFailed, SectionLoading, type SectionProps } from "./account-section.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import styles from "./account-profile.module.css";

/**
 * Commerce spec §3 Payment instrument, §7 …/consumer/payment_instruments: the member's saved
 * cards as the account keeps them (brand, last four digits, expiry: never a number), the default
 * one (PATCH `main`) and their removal. Cards are saved at checkout.
 */
export function SavedCards({ siteId, strings }: SectionProps) {
  const cards = useQuery({ ...savedCardsQuery(siteId), retry: false });
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <AccountSection title={strings.cardsHeading} headingRef={headingRef}>
      {cards.data ? (
        <CardList cards={cards.data.payment_instruments} siteId={siteId} strings={strings} focusHeading={() => headingRef.current?.focus()} />
      ) : cards.isError ? (
        <SectionFailed strings={strings} onRetry={() => void cards.refetch()} />
      ) : (
        <SectionLoading text={strings.loading} />
      )}
    </AccountSection>
  );
}

const expiryText = (card: SavedPaymentInstrumentAnswer["card"]) => `${String(card.expiryMonth).padStart(2, "0")}/${card.expiryYear}`;

function CardList({ cards, siteId, strings, focusHeading }: SectionProps & { cards: SavedPaymentInstrumentAnswer[]; focusHeading(): void }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<SavedPaymentInstrumentAnswer>();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ notice: NoticeMessage; cardId?: string }>();
  const nameOf = (card: SavedPaymentInstrumentAnswer) => strings.cardEnding(strings.brandName(card.card.brand), card.card.last4);

  const act = async (card: SavedPaymentInstrumentAnswer, call: (commerce: CommerceClient) => Promise<void>, success: string) => {
    if (running) return;
    setRunning(true);
    setOutcome(undefined);
    try {
      await withCommerce(queryClient, siteId, call);
      setOutcome({ notice: { type: "success", level: "top", message: success } });
      focusHeading();
    } catch (error) {
      const problem = accountProblem(error, siteId, strings.errors.card);
      setOutcome({ cardId: card.payment_instrument_id, notice: { type: "error", level: "item", message: problem.message, code: problem.errorId } });
    } finally {
      setRunning(false);
    }
  };
  const makeDefault = (card: SavedPaymentInstrumentAnswer) =>
    act(card, async (commerce) => storeDefaultCard(queryClient, siteId, await commerce.updateSavedPaymentInstrument(card.payment_instrument_id, { main: true })), strings.cardMadeDefault(nameOf(card)));
  const remove = (card: SavedPaymentInstrumentAnswer) => {
    setRemoving(undefined);
    void act(card, async (commerce) => storeCards(queryClient, siteId, await commerce.removeSavedPaymentInstrument(card.payment_instrument_id)), strings.cardRemoved(nameOf(card)));
  };

  return (
    <>
      {outcome && !outcome.cardId && <Notice notice={outcome.notice} />}
      {cards.length === 0 ? (
        <p className={styles.empty}>{strings.noCards}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card) => {
            const name = nameOf(card);
            const press = (action: () => void) => () => !running && action();
            return (
              <li key={card.payment_instrument_id} className={styles.card} data-main={card.card.main || undefined}>
                {card.card.main && <p className={styles.badge}>{strings.defaultCard}</p>}
                <p className={styles.lines}>
                  <span className={styles.strong}>{name}</span>
                  <span>{card.card.holder}</span>
                  <span className={card.card.expired ? styles.expired : undefined}>{card.card.expired ? `${strings.cardExpired} · ${expiryText(card.card)}` : strings.cardExpires(expiryText(card.card))}</span>
                </p>
                {outcome?.cardId === card.payment_instrument_id && <Notice notice={outcome.notice} />}
                <div className={styles.cardActions}>
                  {/* An expired card cannot pay: it is not offered as the default. */}
                  {!card.card.main && !card.card.expired && (
                    <button type="button" className={styles.link} aria-label={strings.onCard(strings.makeDefault, name)} aria-disabled={running || undefined} onClick={press(() => void makeDefault(card))}>
                      {strings.makeDefault}
                    </button>
                  )}
                  <button type="button" className={styles.link} aria-label={strings.onCard(strings.remove, name)} aria-disabled={running || undefined} onClick={press(() => setRemoving(card))}>
                    {strings.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={strings.removeCardTitle}
        text={removing ? strings.removeCardText(nameOf(removing)) : ""}
        confirmLabel={strings.remove}
        cancelLabel={strings.cancel}
        onConfirm={() => removing && remove(removing)}
      />
    </>
  );
}
