/** An invoice cannot fall due before it is issued; the same day is fine. Dates are YYYY-MM-DD. */
export function isDueBeforeInvoiceDate(dates: { invoiceDate: string; dueDate: string }): boolean {
  // YYYY-MM-DD strings order like the dates they name.
  return dates.dueDate < dates.invoiceDate;
}
