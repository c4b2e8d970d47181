export { GlobalSearch } from './GlobalSearch';
