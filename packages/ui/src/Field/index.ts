export { Label, Description, FieldError, FieldGroup, FieldParts } from './Field';
export type {
  FieldBaseProps,
  LabelProps,
  DescriptionProps,
  FieldErrorProps,
  FieldGroupProps,
} from './Field';
