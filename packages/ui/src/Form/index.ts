export { Form, FormRow, FormActions } from './Form';
export type { FormProps, FormRowProps, FormActionsProps } from './Form';
