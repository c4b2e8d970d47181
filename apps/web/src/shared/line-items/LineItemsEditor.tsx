import { useId, useState } from 'react';
import {
  Button,
  IconButton,
  NumberField,
  PlusIcon,
  Select,
  TextField,
  TrashIcon,
  type ListOption,
} from '@crm/ui';
import {
  DISBURSEMENTS_LABEL,
  formatMoney,
  suppliesAndDisbursements,
  VAT_RATE_LABELS,
  VAT_RATES,
  vatBreakdown,
  type VatRate,
} from '@crm/domain';
import type { FieldErrors } from '../../lib/form-errors';
import { useVatSettings } from '../vat';
import { emptyLine, lineValuesTotal, lineVatRate, lineVatValues } from './line-values';
import type { LineValues } from './line-values';
import './line-items.css';

// The select's id for a line without VAT (a rate of null).
const NO_VAT = 'none';
const RATE_OPTIONS: ListOption[] = VAT_RATES.map((rate) => ({
  id: rate,
  label: VAT_RATE_LABELS[rate],
}));
const WITH_NO_VAT: ListOption[] = [...RATE_OPTIONS, { id: NO_VAT, label: 'No VAT' }];

const hasRate = (line: LineValues) => line.vatRate !== null && line.vatRate !== undefined;

export type LineItemsEditorProps = {
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  /** Per-field messages keyed 'lineItems.0.description'; 'lineItems' for the whole list. */
  errors: FieldErrors;
  /** Called with the key of an edited field so its message can go. */
  onFieldEdited: (field: string) => void;
  /** The accessible name of the sum: 'Invoice total' or 'Quote total'. */
  totalLabel?: string;
};

/**
 * An invoice's or a quote's lines: description, quantity (whole, from 0), unit price (from 0, step 0.01)
 * and the line total; the document's total is their sum. The last line cannot be removed.
 * A VAT-registered business (Settings › VAT), or a document whose lines carry rates, also gets a
 * VAT rate per line (new lines show the default rate) and net, VAT and gross totals.
 * Wide screens name the columns once in a header row; phones stack each line and name its
 * fields with captions instead. Both are hidden from screen readers, which hear each field's
 * own name ('Line 1 quantity').
 */
export function LineItemsEditor({
  lines,
  onChange,
  errors,
  onFieldEdited,
  totalLabel = 'Invoice total',
}: LineItemsEditorProps) {
  const idPrefix = useId();
  // What is being typed in a quantity or price, by line key, until the field commits it: the
  // totals follow each keystroke, while the form's values change on commit only.
  const [typing, setTyping] = useState<Record<string, Partial<LineValues>>>({});
  const type = (key: string, change: Partial<LineValues>) =>
    setTyping((current) => ({ ...current, [key]: { ...current[key], ...change } }));
  const shown = lines.map((line) => ({ ...line, ...typing[line.key] }));
  const update = (index: number, change: Partial<LineValues>, field: string) => {
    const key = lines[index]?.key;
    if (key !== undefined) {
      setTyping((current) => {
        const { [key]: _committed, ...rest } = current;
        return rest;
      });
    }
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
    onFieldEdited(`lineItems.${index}.${field}`);
    onFieldEdited('lineItems');
  };
  const remove = (index: number) => onChange(lines.filter((_, i) => i !== index));
  const listError = errors['lineItems'];

  const vat = useVatSettings();
  // Once shown, the rate column stays while the form is open, even if the last rate is removed.
  const [hadRates, setHadRates] = useState(false);
  if (!hadRates && lines.some(hasRate)) setHadRates(true);
  const showVat = vat.registered || hadRates;
  const rateOf = (line: LineValues) => lineVatRate(line, vat.defaultRate);
  const totals = vatBreakdown(shown.map((line) => lineVatValues(line, vat.defaultRate)));
  // Shown apart, as the document shows them: the net is what the invoice supplies.
  const split = suppliesAndDisbursements(totals);

  return (
    <fieldset
      className="line-items"
      data-vat={showVat || undefined}
      aria-describedby={listError ? `${idPrefix}-error` : undefined}
    >
      <legend className="line-items-legend">Line Items</legend>
      <div className="line-items-head" aria-hidden="true">
        <span>Description</span>
        <span>Quantity</span>
        <span>Unit Price (£)</span>
        {showVat ? <span>VAT rate</span> : null}
        <span className="line-items-total-head">{showVat ? 'Net' : 'Total'}</span>
        <span />
      </div>
      <ol className="line-items-list">
        {lines.map((line, index) => {
          const n = index + 1;
          const error = (field: string) => errors[`lineItems.${index}.${field}`];
          const fieldId = (field: string) => `${idPrefix}-${line.key}-${field}`;
          return (
            <li key={line.key} className="line-item">
              <TextField
                aria-label={`Line ${n} description`}
                placeholder="Description"
                value={line.description}
                onChange={(description) => update(index, { description }, 'description')}
                isInvalid={Boolean(error('description'))}
                errorMessage={error('description')}
                className="line-item-description"
              />
              <div className="line-item-field">
                <label
                  htmlFor={fieldId('quantity')}
                  className="line-item-caption"
                  aria-hidden="true"
                >
                  Quantity
                </label>
                <NumberField
                  id={fieldId('quantity')}
                  aria-label={`Line ${n} quantity`}
                  minValue={0}
                  step={1}
                  value={line.quantity}
                  onTyping={(quantity) => type(line.key, { quantity })}
                  onChange={(quantity) => update(index, { quantity }, 'quantity')}
                  isInvalid={Boolean(error('quantity'))}
                  errorMessage={error('quantity')}
                />
              </div>
              <div className="line-item-field">
                <label
                  htmlFor={fieldId('unitPrice')}
                  className="line-item-caption"
                  aria-hidden="true"
                >
                  Unit Price (£)
                </label>
                <NumberField
                  id={fieldId('unitPrice')}
                  aria-label={`Line ${n} unit price`}
                  isMoney
                  placeholder="0.00"
                  value={line.unitPrice}
                  onTyping={(unitPrice) => type(line.key, { unitPrice })}
                  onChange={(unitPrice) => update(index, { unitPrice }, 'unitPrice')}
                  isInvalid={Boolean(error('unitPrice'))}
                  errorMessage={error('unitPrice')}
                />
              </div>
              {showVat ? (
                <div className="line-item-field line-item-vat">
                  <span className="line-item-caption" aria-hidden="true">
                    VAT rate
                  </span>
                  <Select
                    aria-label={`Line ${n} VAT rate`}
                    // A line without VAT can keep none; a registered business's new lines cannot.
                    items={!vat.registered || rateOf(line) === null ? WITH_NO_VAT : RATE_OPTIONS}
                    value={rateOf(line) ?? NO_VAT}
                    onChange={(key) => {
                      if (key === null) return;
                      const vatRate = key === NO_VAT ? null : (String(key) as VatRate);
                      update(index, { vatRate }, 'vatRate');
                    }}
                    isInvalid={Boolean(error('vatRate'))}
                    errorMessage={error('vatRate')}
                  />
                </div>
              ) : null}
              <div className="line-item-field line-item-total">
                <span className="line-item-caption" aria-hidden="true">
                  {showVat ? 'Net' : 'Total'}
                </span>
                <output aria-label={`Line ${n} total`}>
                  {formatMoney(lineValuesTotal(shown[index] ?? line))}
                </output>
              </div>
              <IconButton
                size="sm"
                aria-label={`Remove line ${n}`}
                isDisabled={lines.length <= 1}
                onPress={() => remove(index)}
                className="line-item-remove"
              >
                <TrashIcon />
              </IconButton>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p id={`${idPrefix}-error`} role="alert" className="line-items-error">
          {listError}
        </p>
      ) : null}
      <div className="line-items-footer">
        <Button variant="outline" size="sm" onPress={() => onChange([...lines, emptyLine()])}>
          <PlusIcon />
          Add Line Item
        </Button>
        <div className="line-items-totals">
          {showVat ? (
            <>
              <p className="line-items-subtotal">
                Net: <output aria-label="Net total">{formatMoney(split.supplies)}</output>
              </p>
              <p className="line-items-subtotal">
                VAT: <output aria-label="VAT total">{formatMoney(totals.vat)}</output>
              </p>
              {split.disbursements === null ? null : (
                <p className="line-items-subtotal">
                  {DISBURSEMENTS_LABEL}:{' '}
                  <output aria-label={DISBURSEMENTS_LABEL}>
                    {formatMoney(split.disbursements)}
                  </output>
                </p>
              )}
            </>
          ) : null}
          <p className="line-items-amount">
            Total: <output aria-label={totalLabel}>{formatMoney(totals.gross)}</output>
          </p>
        </div>
      </div>
      {vat.isError && !showVat ? (
        <p role="alert" className="line-items-error">
          Failed to load your VAT settings: if you are VAT registered, VAT is added on saving.{' '}
          <Button variant="ghost" size="sm" onPress={vat.refetch}>
            Try again
          </Button>
        </p>
      ) : null}
    </fieldset>
  );
}
