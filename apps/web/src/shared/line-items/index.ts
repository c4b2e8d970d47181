export { LineItemsEditor } from './LineItemsEditor';
export type { LineItemsEditorProps } from './LineItemsEditor';
export {
  emptyLine,
  formAmount,
  isEmptyLine,
  lineItemsInput,
  lineValuesOf,
  lineValuesTotal,
  priceText,
} from './line-values';
export type { LineValues } from './line-values';
