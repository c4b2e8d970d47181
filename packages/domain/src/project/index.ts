export {
  PROJECT_NAME_REQUIRED_MESSAGE,
  ProjectStatusSchema,
  ProjectSchema,
  ProjectRefSchema,
  ProjectCreateSchema,
  ProjectUpdateSchema,
} from './project.schema';
export type {
  ProjectStatus,
  Project,
  ProjectRef,
  ProjectCreate,
  ProjectCreateInput,
  ProjectUpdate,
  ProjectUpdateInput,
} from './project.schema';
export {
  PROJECT_STATUSES,
  DEFAULT_PROJECT_STATUS,
  PROJECT_STATUS_LABELS,
  projectStatusLabel,
  projectStatusText,
  projectPaidLabel,
} from './project.rules';
