import { expect, waitFor, within } from 'storybook/test';

/**
 * The open dialog (or alert dialog) named `name`, once it shows. React Aria keeps a modal hidden
 * (opacity 0) until it has checked whether focusing its first field opens an on-screen keyboard:
 * a frame or two, and up to 600 ms once the story page's viewport has changed size. A play
 * function that reads the dialog sooner finds its fields and messages invisible.
 */
export async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await within(document.body).findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
