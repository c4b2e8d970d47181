import type { Locator, Page } from 'playwright-core';

/** 'YYYY-MM-DD' that many days from today in Europe/London. */
export function isoDaysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function pageOf(scope: Locator | Page): Page {
  return 'keyboard' in scope ? scope : scope.page();
}

/** Types a date into a kit DatePicker (en-GB segments: day, month, year). */
export async function fillDate(scope: Locator | Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const group = scope.getByRole('group', { name: label, exact: true }).first();
  await group.getByRole('spinbutton').first().click();
  await pageOf(scope).keyboard.type(`${day}${month}${year}`);
}

/** Picks an option of a kit ComboBox (e.g. ClientPicker) by typing part of its name. */
export async function pickOption(
  scope: Locator | Page,
  label: string,
  search: string,
  option: string | RegExp,
): Promise<void> {
  const input = scope.getByRole('combobox', { name: label }).first();
  await input.click();
  await input.fill(search);
  await pageOf(scope).getByRole('option', { name: option }).first().click();
}

/** The one open modal dialog or drawer with this title. */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}
