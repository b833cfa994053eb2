/** The query parameter that opens the booking dialog: every Book Call control links to `?book=1` on the current path. */
export const BOOK_PARAM = 'book'
