export { createIcon } from './createIcon';
export type { IconProps, IconComponent } from './createIcon';
export * from './icons';
