import type { CSSProperties } from 'react';
import { joinClassName } from '../internal/composeClassName';
import './Skeleton.css';

/** Props of a grey placeholder block shown while content loads. */
export type SkeletonProps = {
  /** CSS width, e.g. '60%' or '8rem'. Defaults to 100%. */
  width?: string;
  /** CSS height. Defaults to 1rem (one line of text). */
  height?: string;
  /** 'circle' for avatars. Defaults to 'text'. */
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
};

/** A pulsing placeholder. Decorative: mark the loading region with aria-busy instead. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  shape = 'text',
  className,
}: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span
      aria-hidden="true"
      className={joinClassName('ui-Skeleton', className)}
      data-shape={shape}
      style={style}
    />
  );
}
