import { z } from 'zod';
import { IdSchema, optionalIdSchema, requiredIdSchema } from '../ids/id.schema';
import { DateOnlySchema, InstantSchema, optionalDateSchema } from '../dates/dates.schema';
import { TEXT_LIMITS, optionalTextSchema, requiredTextSchema } from '../text/text.schema';
import { CLIENT_REQUIRED_MESSAGE } from '../client/client.schema';
import { TASK_PRIORITIES } from './task.enums';

export const TASK_TITLE_REQUIRED_MESSAGE = 'Task title is required';

export const TaskPrioritySchema = z.enum(TASK_PRIORITIES, {
  error: 'Please choose a valid priority',
});

export const TaskSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string().nullable(),
  clientId: IdSchema,
  projectId: IdSchema.nullable(),
  completed: z.boolean(),
  priority: TaskPrioritySchema,
  dueDate: DateOnlySchema.nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Task = z.infer<typeof TaskSchema>;

const taskFields = {
  title: requiredTextSchema(TASK_TITLE_REQUIRED_MESSAGE, TEXT_LIMITS.name),
  description: optionalTextSchema(TEXT_LIMITS.description),
  clientId: requiredIdSchema(CLIENT_REQUIRED_MESSAGE),
  /** 'none' (the form's "no project" option) and '' become null. */
  projectId: optionalIdSchema(),
  completed: z.boolean({ error: 'Completed must be true or false' }),
  priority: TaskPrioritySchema,
  dueDate: optionalDateSchema(),
};

/** A new task: not completed, priority medium unless given. */
export const TaskCreateSchema = z.object({
  ...taskFields,
  completed: taskFields.completed.default(false),
  priority: taskFields.priority.default('medium'),
});
export type TaskCreate = z.infer<typeof TaskCreateSchema>;
export type TaskCreateInput = z.input<typeof TaskCreateSchema>;

/** Only the fields sent are changed. */
export const TaskUpdateSchema = z.object(taskFields).partial();
export type TaskUpdate = z.infer<typeof TaskUpdateSchema>;
export type TaskUpdateInput = z.input<typeof TaskUpdateSchema>;
