import type { BlockComponentProps } from "../../../registry/define-block.ts";
import type { ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import type { SearchResultsProps } from "./schema.ts";

/** Placeholder: built in issue 13. */
export default function SearchResults(props: BlockComponentProps<SearchResultsProps, ProductSearchAnswer>) {
  return <div data-screen="search-results" data-block-id={props.blockId} />;
}
