import { FieldError as RACFieldError, Group, Label as RACLabel, Text } from 'react-aria-components';
import type {
  FieldErrorProps as RACFieldErrorProps,
  GroupProps,
  LabelProps as RACLabelProps,
  TextProps,
  ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { composeClassName, joinClassName } from '../internal/composeClassName';
import './Field.css';

/** The props every form field of the kit accepts, rendered by the same parts. */
export type FieldBaseProps = {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Message shown when the field is invalid (set `isInvalid` or use validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
};

export type LabelProps = RACLabelProps & {
  /** Adds a required marker after the text. */
  isRequired?: boolean;
};

/** A field label; RAC links it to its input. */
export function Label({ className, isRequired, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={joinClassName('ui-Label', className)}>
      {children}
      {isRequired ? (
        <span className="ui-Label-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </RACLabel>
  );
}

export type DescriptionProps = Omit<TextProps, 'slot'>;

/** Help text under a field, linked through aria-describedby. */
export function Description({ className, ...props }: DescriptionProps) {
  return (
    <Text {...props} slot="description" className={joinClassName('ui-Description', className)} />
  );
}

export type FieldErrorProps = RACFieldErrorProps;

/** The validation message of a field; renders only while the field is invalid. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <RACFieldError {...props} className={composeClassName('ui-FieldError', className)} />;
}

export type FieldGroupProps = GroupProps;

/** A bordered box that holds an input together with buttons (search, date, combobox). */
export function FieldGroup({ className, ...props }: FieldGroupProps) {
  return <Group {...props} className={composeClassName('ui-FieldGroup', className)} />;
}

type FieldPartsProps = FieldBaseProps & { isRequired?: boolean; children: ReactNode };

/** Label, control, description and error in the order every field uses. */
export function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldPartsProps) {
  return (
    <>
      {label ? <Label isRequired={isRequired}>{label}</Label> : null}
      {children}
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
