export {
  TEXT_LIMITS,
  tooLongMessage,
  requiredTextSchema,
  optionalTextSchema,
  optionalEmailSchema,
  isEmailAddress,
  INVALID_EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  hasNulByte,
  NullableTextSchema,
} from './text.schema';
