export {
  MonthlyProfitLossSchema,
  AllocationTotalSchema,
  ProfitLossSchema,
} from './profit-loss.schema';
export type { MonthlyProfitLoss, AllocationTotal, ProfitLoss } from './profit-loss.schema';
export {
  PROFIT_LOSS_MONTHS,
  NO_PROFIT_LOSS_TEXT,
  profitMargin,
  lastMonths,
  netLabel,
  buildProfitLoss,
  isProfitLossEmpty,
} from './profit-loss.rules';
