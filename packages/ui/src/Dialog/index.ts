export { Dialog } from './Dialog';
export { DialogFrame } from './DialogFrame';
export type { DialogProps } from './DialogFrame';
export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';
