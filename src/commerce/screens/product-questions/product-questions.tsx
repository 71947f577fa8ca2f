import { useId } from "react";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import type { QuestionsAnswer } from "../../catalogue/catalogue-queries.ts";
import { PagedList, usePagedQuery } from "../product-reviews/paged-list.tsx";
import { useReviewBlock } from "../product-reviews/review-block.ts";
import { QUESTION_SORT_OPTIONS } from "../product-reviews/review-constants.ts";
import { questionPagesQuery } from "../product-reviews/review-pages.ts";
import { AskQuestionDialog } from "./ask-question-dialog.tsx";
import { QuestionItem } from "./question-item.tsx";
import type { ProductQuestionsProps } from "./schema.ts";
import styles from "../product-reviews/reviews.module.css";

/**
 * A product's questions and answers (section `#questions`), page by page in the chosen sort,
 * with "ask a question" and votes on answers. Deferred data: without the server's first page
 * the block shows its empty state, still offering to ask.
 */
export default function ProductQuestions({ blockId, data, productId: fallbackProductId }: BlockComponentProps<ProductQuestionsProps, QuestionsAnswer>) {
  const { page, productId, site, strings, queryClient, commerce } = useReviewBlock(fallbackProductId);
  const headingId = useId();
  const { query, total, paging } = usePagedQuery({
    data,
    defaultSort: "mostRecent",
    pagesQuery: (sort) => questionPagesQuery(page.siteId, productId, sort),
    itemsOf: (answer) => answer.questions,
  });
  const questions = paging.items;

  const ask = (
    <AskQuestionDialog
      productId={productId}
      locale={site.locale}
      nicknameRequired={!page.audience?.loggedIn}
      strings={strings}
      commerce={commerce}
      onAsked={() => queryClient.invalidateQueries({ queryKey: ["commerce", page.siteId, "questions", productId] })}
    />
  );

  return (
    <section id="questions" className={styles.section} aria-labelledby={headingId} data-block-id={blockId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {strings.questions}
          {total > 0 && <span className={styles.titleCount}> ({total})</span>}
        </h2>
        {/* Always here: the dialog keeps its state (the thank-you) while the list changes. */}
        {ask}
      </header>
      {questions.length > 0 ? (
        <PagedList
          {...paging}
          itemKey={(question) => question.id}
          renderItem={(question, headingRef) => <QuestionItem question={question} productId={productId} site={site} strings={strings} commerce={commerce} headingRef={headingRef} />}
          showing={strings.showing(questions.length, total, "questions")}
          sortLabel={strings.sortBy}
          sortOptions={QUESTION_SORT_OPTIONS}
          sortNames={strings.questionSorts}
          showMoreLabel={strings.showMoreQuestions}
        />
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{strings.noQuestions}</p>
          <p className={styles.emptyHint}>{strings.noQuestionsHint}</p>
        </div>
      )}
      {query.isError && (
        <p role="alert" className={styles.callError}>
          {query.error.message}
        </p>
      )}
    </section>
  );
}
