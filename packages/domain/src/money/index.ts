export {
  MAX_MONEY_PENCE,
  toPence,
  fromPence,
  sumMoney,
  multiplyMoney,
  formatPence,
  formatMoney,
  parseMoneyInput,
  numberToPence,
  normaliseMoney,
} from './money.rules';
export {
  MoneySchema,
  AMOUNT_TOO_LARGE_MESSAGE,
  PRICE_INVALID_MESSAGE,
  PRICE_NEGATIVE_MESSAGE,
  PRICE_MESSAGES,
  moneyInputSchema,
  optionalMoneyInputSchema,
} from './money.schema';
export type { Money, MoneyInputMessages } from './money.schema';
