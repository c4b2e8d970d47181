import { composeRenderProps } from 'react-aria-components';

/**
 * Prefixes the kit's own class to a RAC className prop, which may be a string or a
 * function of render state.
 */
export function composeClassName<T>(
  base: string,
  className:
    string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
): string | ((values: T & { defaultClassName: string | undefined }) => string) {
  return composeRenderProps(className, (custom) => (custom ? `${base} ${custom}` : base));
}

/** Joins a base class with an optional extra class for plain DOM elements. */
export function joinClassName(base: string, className: string | undefined): string {
  return className ? `${base} ${className}` : base;
}
