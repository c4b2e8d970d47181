export {
  CLIENT_NAME_REQUIRED_MESSAGE,
  CLIENT_REQUIRED_MESSAGE,
  ClientSchema,
  ClientRefSchema,
  ClientCreateSchema,
  ClientUpdateSchema,
} from './client.schema';
export type {
  Client,
  ClientRef,
  ClientCreate,
  ClientCreateInput,
  ClientUpdate,
  ClientUpdateInput,
} from './client.schema';
export {
  CLIENT_TABS,
  DEFAULT_CLIENT_TAB,
  CLIENT_TAB_LABELS,
  CLIENT_DELETE_CONFIRM,
  NOT_APPLICABLE,
  splitTags,
  clientDisplayName,
  clientContactName,
  parseClientTab,
  clientDetailPath,
  orNotApplicable,
} from './client.rules';
export type { ClientTab } from './client.rules';
