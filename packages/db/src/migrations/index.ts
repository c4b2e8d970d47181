import { coreAccounts } from './20250601000100_core_accounts';
import { coreClientsProjects } from './20250601000200_core_clients_projects';
import { coreInvoices } from './20250601000300_core_invoices';
import { coreDomains } from './20250601000400_core_domains';
import { coreTasks } from './20250601000500_core_tasks';
import { coreFilesExpenses } from './20250601000600_core_files_expenses';
import { coreActivity } from './20250601000700_core_activity';
import { coreSearchIndexes } from './20250601000800_core_search_indexes';
import { filesInvoiceNumberIndex } from './20250601100100_files_invoice_number_index';
import { authSignInAttempts } from './20250601200100_auth_sign_in_attempts';
import { scaleListIndexes } from './20250602000100_scale_list_indexes';
import { scaleAggregates } from './20250602000200_scale_aggregates';
import { renewalDateIndexes } from './20250603000100_renewal_date_indexes';
import { expensesCreatedIndex } from './20250604000100_expenses_created_index';
import { invoiceTotalsOpenDueDates } from './20250605000100_invoice_totals_open_due_dates';
import { businessProfile } from './20250606000100_business_profile';
import { invoicePayments } from './20250607000100_invoice_payments';
import { projectQuotes } from './20250608000100_project_quotes';
import { activityEntityIndex } from './20250608000200_activity_entity_index';
import { outbox } from './20250609000100_outbox';
import { outboxReminders } from './20250610000100_outbox_reminders';
import { clientLatePayment } from './20250611000100_client_late_payment';
import { calendarFeeds } from './20250612000100_calendar_feeds';
import { ownerAlerts } from './20250613000100_owner_alerts';
import { mailServers } from './20250614000100_mail_servers';
import { vat } from './20250615000100_vat';
import { recurringInvoices } from './20250616000100_recurring_invoices';
import { renewalInvoices } from './20250617000100_renewal_invoices';
import { turnoverExemptLinesIndex } from './20250618000100_turnover_exempt_lines_index';
import { renewalAnchorDay } from './20250619000100_renewal_anchor_day';
import { vatStagger } from './20250620000100_vat_stagger';
import { invoiceVatNets } from './20250621000100_invoice_vat_nets';
import { vatRateDisbursement } from './20250622000100_vat_rate_disbursement';
import { invoicesOpenAgedIndex } from './20250623000100_invoices_open_aged_index';
import { invoicesOpenNewestCovering } from './20250624000100_invoices_open_newest_covering';
import { domainSearchText } from './20250625000100_domain_search_text';
import type { Migration } from './migration.types';

/**
 * Every migration in the order it runs. Add a new file's export at the end; never reorder,
 * rename or edit a migration that has shipped.
 */
export const migrations: readonly Migration[] = [
  coreAccounts,
  coreClientsProjects,
  coreInvoices,
  coreDomains,
  coreTasks,
  coreFilesExpenses,
  coreActivity,
  coreSearchIndexes,
  filesInvoiceNumberIndex,
  authSignInAttempts,
  scaleListIndexes,
  scaleAggregates,
  renewalDateIndexes,
  expensesCreatedIndex,
  invoiceTotalsOpenDueDates,
  businessProfile,
  invoicePayments,
  projectQuotes,
  activityEntityIndex,
  outbox,
  outboxReminders,
  clientLatePayment,
  calendarFeeds,
  ownerAlerts,
  mailServers,
  vat,
  recurringInvoices,
  renewalInvoices,
  turnoverExemptLinesIndex,
  renewalAnchorDay,
  vatStagger,
  invoiceVatNets,
  vatRateDisbursement,
  invoicesOpenAgedIndex,
  invoicesOpenNewestCovering,
  domainSearchText,
];
