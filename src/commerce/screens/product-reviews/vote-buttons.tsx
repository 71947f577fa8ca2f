import { useId, useState } from "react";
import { CallError } from "./form-field.tsx";
import styles from "./reviews.module.css";

export interface VoteCounts {
  helpfulCount: number;
  unhelpfulCount: number;
  yourVote: "helpful" | "unhelpful" | null;
}

export interface VoteButtonsProps extends VoteCounts {
  /** Sends the vote; answers the new counts. */
  vote: (helpful: boolean) => Promise<VoteCounts>;
  strings: { helpful: string; notHelpful: string; votedThanks: string };
  question: string;
}

/**
 * "Helpful" / "Not helpful" with their counts. One vote per shopper: after a vote (or when the
 * answer says the shopper voted already) both buttons are disabled (aria-disabled), the chosen one pressed.
 */
export function VoteButtons({ vote, strings, question, ...initial }: VoteButtonsProps) {
  const [counts, setCounts] = useState<VoteCounts>(initial);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [justVoted, setJustVoted] = useState(false);
  const questionId = useId();

  const send = async (helpful: boolean) => {
    setSending(true);
    setError(undefined);
    try {
      setCounts(await vote(helpful));
      setJustVoted(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  // aria-disabled rather than disabled: the pressed button keeps the keyboard focus.
  const locked = counts.yourVote !== null || sending;
  return (
    <div className={styles.votes}>
      <div role="group" aria-labelledby={questionId} className={styles.voteRow}>
        <span id={questionId} className={styles.voteQuestion}>
          {question}
        </span>
        <button type="button" className={styles.voteButton} aria-pressed={counts.yourVote === "helpful"} aria-disabled={locked || undefined} onClick={() => !locked && send(true)}>
          {strings.helpful} <span className={styles.voteCount}>({counts.helpfulCount})</span>
        </button>
        <button type="button" className={styles.voteButton} aria-pressed={counts.yourVote === "unhelpful"} aria-disabled={locked || undefined} onClick={() => !locked && send(false)}>
          {strings.notHelpful} <span className={styles.voteCount}>({counts.unhelpfulCount})</span>
        </button>
      </div>
      <p role="status" className={justVoted ? styles.voteThanks : "visually-hidden"}>
        {justVoted ? strings.votedThanks : ""}
      </p>
      <CallError error={error} />
    </div>
  );
}
