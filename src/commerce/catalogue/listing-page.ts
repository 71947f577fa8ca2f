/**
 * Products per page of a listing (a category's grid, a search's results). Fixed rather than an
 * editor's choice: the category route reads the URL's page as critical data with the same search
 * the grid's data provider makes, so both must agree on it.
 */
export const LISTING_PAGE_SIZE = 24;
