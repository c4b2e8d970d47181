export { Link, DocumentLink } from './Link';
export type { LinkProps, DocumentLinkProps, LinkVariant } from './Link';
