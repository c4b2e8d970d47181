// The size and type messages come from @crm/domain so the browser and the server word them alike.
export const EMPTY_FILE_MESSAGE = 'The file is empty';
export const ONE_FILE_MESSAGE = "Send exactly one file, in the form field 'file'";
export const BAD_FORM_MESSAGE = 'The form data is too large or malformed';

export function contentMismatchMessage(extension: string): string {
  return `The file content does not match its .${extension} extension`;
}
