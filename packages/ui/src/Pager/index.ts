export { Pager, getPageCount } from './Pager';
export type { PagerProps } from './Pager';
