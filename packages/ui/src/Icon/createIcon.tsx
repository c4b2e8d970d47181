import type { ReactNode, SVGProps } from 'react';
import './Icon.css';

/** Props shared by every icon. Icons are decorative unless given an `aria-label`. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height in pixels. Defaults to 16. */
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  'aria-label'?: string;
};

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/** Builds a 24x24 stroke icon that inherits the current text colour. */
export function createIcon(name: string, shapes: ReactNode): IconComponent {
  function Icon({ size = 16, className, ...props }: IconProps) {
    const labelled = Boolean(props['aria-label']);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={className ? `ui-Icon ${className}` : 'ui-Icon'}
        data-icon={name}
        role={labelled ? 'img' : undefined}
        aria-hidden={labelled ? undefined : true}
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
