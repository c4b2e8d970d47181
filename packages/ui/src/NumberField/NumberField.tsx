import { I18nProvider, Input, NumberField as RACNumberField } from 'react-aria-components';
import type { NumberFieldProps as RACNumberFieldProps } from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import { FieldParts } from '../Field';
import type { FieldBaseProps } from '../Field';

/** Props of a numeric input; `isMoney` makes it a two-decimal amount field. */
export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldBaseProps {
  placeholder?: string;
  /** Money: two decimals, step 0.01, minimum 0 (each can still be overridden). */
  isMoney?: boolean;
  /** With `isMoney`, format as this currency, e.g. 'GBP' shows £1,250.00. */
  currency?: string;
  /** Number formatting and parsing locale. Defaults to 'en-GB'. */
  locale?: string;
  /**
   * Each keystroke's number (NaN while the text is not one yet), for figures that follow the
   * typing; onChange still reports the value once it is committed (blur, Enter, the steppers).
   */
  onTyping?: (value: number) => void;
}

/** The number in what is being typed: grouping commas, spaces and a pound sign are ignored. */
export function typedNumber(text: string): number {
  const plain = text.replace(/[£,\s]/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

function moneyFormat(currency: string | undefined): Intl.NumberFormatOptions {
  const decimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return currency ? { style: 'currency', currency, ...decimals } : decimals;
}

/**
 * A number input that formats on blur and steps with the arrow keys. An empty field
 * reports NaN through onChange.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  isMoney = false,
  currency,
  locale = 'en-GB',
  className,
  onTyping,
  ...props
}: NumberFieldProps) {
  const moneyDefaults = isMoney
    ? { step: 0.01, minValue: 0, formatOptions: moneyFormat(currency) }
    : {};
  return (
    <I18nProvider locale={locale}>
      <RACNumberField
        {...moneyDefaults}
        {...props}
        data-money={isMoney || undefined}
        className={composeClassName('ui-Field ui-NumberField', className)}
      >
        <FieldParts
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={props.isRequired}
        >
          <Input
            className="ui-Input"
            placeholder={placeholder}
            onInput={
              onTyping ? (event) => onTyping(typedNumber(event.currentTarget.value)) : undefined
            }
          />
        </FieldParts>
      </RACNumberField>
    </I18nProvider>
  );
}
