import { formatDate, type SiteConfig } from "../../../../contracts/sites.ts";
import type { QuestionsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { CommerceClient } from "../../api/client.ts";
import type { ReviewStrings } from "../product-reviews/review-strings.ts";
import { VoteButtons } from "../product-reviews/vote-buttons.tsx";
import styles from "../product-reviews/reviews.module.css";

type Question = QuestionsAnswer["questions"][number];

function dateText(iso: string, site: SiteConfig): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, site);
}

/** A question with its answers (brand answers first, as the API sorts them) and their votes. */
export function QuestionItem({ question, productId, site, strings, commerce, headingRef }: {
  question: Question;
  productId: string;
  site: SiteConfig;
  strings: ReviewStrings;
  commerce: () => CommerceClient;
  headingRef?: (element: HTMLHeadingElement | null) => void;
}) {
  return (
    <article className={styles.question}>
      <h3 className={[styles.questionText, styles.reviewTitle].join(" ")} ref={headingRef} tabIndex={-1} lang={question.locale}>
        {question.text}
      </h3>
      <p className={styles.byline}>
        <span className={styles.nickname}>{question.nickname}</span>
        {" · "}
        <time dateTime={question.submittedAt}>{dateText(question.submittedAt, site)}</time>
      </p>
      {question.answers.length > 0 ? (
        <>
          <p className={styles.answerCount}>{strings.answerCount(question.answers.length)}</p>
          <ul className={styles.answers}>
            {question.answers.map((answer) => (
              <li key={answer.id} className={styles.answer}>
                <p className={styles.answerText}>{answer.text}</p>
                <p className={styles.byline}>
                  <span className={styles.nickname}>{answer.nickname}</span>
                  {answer.isBrandAnswer && <span className={styles.badge}>{strings.officialAnswer}</span>}
                  {" · "}
                  <time dateTime={answer.submittedAt}>{dateText(answer.submittedAt, site)}</time>
                </p>
                <VoteButtons
                  helpfulCount={answer.helpfulCount}
                  unhelpfulCount={answer.unhelpfulCount}
                  yourVote={answer.yourVote}
                  question={strings.wasAnswerHelpful}
                  strings={strings}
                  vote={(helpful) => commerce().voteOnAnswer(productId, answer.id, helpful)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.noAnswers}>{strings.noAnswersYet}</p>
      )}
    </article>
  );
}
