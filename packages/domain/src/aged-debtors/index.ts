export {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  AgedAmountsSchema,
  AgedDebtorSchema,
  AgedDebtorsSchema,
} from './aged-debtors.schema';
export type { AgedAmounts, AgedDebtor, AgedDebtors, AgeingBucket } from './aged-debtors.schema';
export {
  agedBalanceOf,
  agedDebtors,
  agedDebtorsLines,
  ageingBucket,
  ageingBucketRanges,
} from './aged-debtors.rules';
export type { AgedBalance, AgedDebtorsLine, BucketRange } from './aged-debtors.rules';
