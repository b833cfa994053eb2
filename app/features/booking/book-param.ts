export { BOOK_PARAM } from '~/components/layout/book-call-button'
