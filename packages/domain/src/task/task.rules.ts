import type { TaskPriority } from './task.enums';

export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';
export const NO_DUE_DATE_TEXT = 'No due date';

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** 'Completed' or 'Pending'. */
export function taskStatusLabel(completed: boolean): 'Completed' | 'Pending' {
  return completed ? 'Completed' : 'Pending';
}

export function taskPriorityLabel(priority: TaskPriority): string {
  return TASK_PRIORITY_LABELS[priority];
}
