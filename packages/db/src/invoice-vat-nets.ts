/**
 * `invoices.vat_nets`: the invoice's net at each VAT rate, as the database keeps it from the
 * lines (migration 20250621000100): 'rate:net' joined by commas, nets as numeric text
 * ('0:20.00,20:150.00'), null when no line has a rate. One string is lighter to carry and read
 * than JSON or an array.
 */
export type VatNet = { rate: string; net: string };

/** The column's text for these nets (a bulk load that skips the triggers writes it itself). */
export function formatVatNets(nets: readonly VatNet[]): string | null {
  if (nets.length === 0) return null;
  return [...nets]
    .sort((a, b) => (a.rate < b.rate ? -1 : a.rate > b.rate ? 1 : 0))
    .map(({ rate, net }) => `${rate}:${net}`)
    .join(',');
}

/**
 * SQL for the net at one rate of a `vat_nets` column, as numeric text ('0.00' without one): the
 * format read where a query needs it (the invoices export's Disbursements column).
 */
export function vatNetAtRateSql(column: string, rate: string): string {
  if (!/^[a-z0-9]+$/.test(rate)) throw new RangeError(`Not a VAT rate: ${rate}`);
  return `coalesce(substring(',' || ${column} from ',${rate}:([^,]+)'), '0.00')`;
}

export function parseVatNets(text: string | null): VatNet[] {
  if (!text) return [];
  return text.split(',').map((pair) => {
    const at = pair.indexOf(':');
    return { rate: pair.slice(0, at), net: pair.slice(at + 1) };
  });
}
