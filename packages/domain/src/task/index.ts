export {
  TASK_TITLE_REQUIRED_MESSAGE,
  TaskPrioritySchema,
  TaskSchema,
  TaskCreateSchema,
  TaskUpdateSchema,
} from './task.schema';
export { TASK_PRIORITIES } from './task.enums';
export type { TaskPriority } from './task.enums';
export type { Task, TaskCreate, TaskCreateInput, TaskUpdate, TaskUpdateInput } from './task.schema';
export {
  DEFAULT_TASK_PRIORITY,
  NO_DUE_DATE_TEXT,
  TASK_PRIORITY_LABELS,
  taskStatusLabel,
  taskPriorityLabel,
} from './task.rules';
