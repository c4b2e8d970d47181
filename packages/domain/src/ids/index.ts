export {
  ID_PATTERN,
  INVALID_ID_MESSAGE,
  IdSchema,
  requiredIdSchema,
  optionalIdSchema,
} from './id.schema';
export type { Id } from './id.schema';
export { normaliseIdParam, isId } from './id.rules';
