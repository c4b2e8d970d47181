// API-only upload texts; the size, type and empty-file ones come from @crm/domain, so the browser,
// the mocks and the server word them alike.
export const ONE_FILE_MESSAGE = "Send exactly one file, in the form field 'file'";
export const BAD_FORM_MESSAGE = 'The form data is too large or malformed';

export function contentMismatchMessage(extension: string): string {
  return `The file content does not match its .${extension} extension`;
}

// Malformed multipart bodies (busboy's own words name its internals); a browser never sends
// one, so the mocks do not need them.
export const FORM_NO_BOUNDARY_MESSAGE =
  'The form data has no boundary: send multipart/form-data with a boundary';
export const FORM_INCOMPLETE_MESSAGE =
  'The form data is incomplete: it ends before its closing boundary';
export const FORM_PART_HEADER_MESSAGE = 'The form data has a malformed part header';
