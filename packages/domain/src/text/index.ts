export {
  TEXT_LIMITS,
  tooLongMessage,
  requiredTextSchema,
  optionalTextSchema,
  optionalEmailSchema,
  isEmailAddress,
  INVALID_EMAIL_MESSAGE,
  NullableTextSchema,
} from './text.schema';
