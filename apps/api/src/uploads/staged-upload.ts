import type { Context } from 'koa';

/** An accepted upload, checked and waiting in a temp file for the route to store it. */
export type StagedUpload = {
  tempPath: string;
  /** The client's file name, cleaned for display and Content-Disposition; never used as a path. */
  originalName: string;
  sizeBytes: number;
  /** Decided from the checked format, not from what the client claimed. */
  contentType: string;
};

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** Keeps a display name safe to echo back: no control characters or path parts, at most 255 chars. */
export function cleanFilename(name: string): string {
  const base = name.replace(CONTROL_CHARS, '').split(/[\\/]/).pop()?.trim() ?? '';
  if (base.length <= 255) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 255 - extension.length) + extension;
}

/** The upload acceptUpload staged for this request; the route registers it first, so it is there. */
export function stagedUpload(ctx: Context): StagedUpload {
  const upload = ctx.state['upload'] as StagedUpload | undefined;
  if (!upload) throw new Error('acceptUpload must run before this route');
  return upload;
}
