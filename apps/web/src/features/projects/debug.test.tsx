import { it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { ProjectsScreen } from './ProjectsScreen';
import { renderScreen } from '../../test/render-screen';

it('debug', { timeout: 60000 }, async () => {
  const db = createMockDb();
  const { user } = renderScreen(<ProjectsScreen />, { db });
  await user.click(await screen.findByLabelText('Edit Online shop launch', {}, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
  console.log(within(dialog).getAllByRole('textbox').map((b) => `${b.getAttribute('aria-labelledby')}=${(b as HTMLInputElement).value}`));
  await new Promise((r) => setTimeout(r, 1500));
  console.log(within(dialog).getAllByRole('textbox').map((b) => `=${(b as HTMLInputElement).value}`));
});
