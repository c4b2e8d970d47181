import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens from its trigger and closes with Escape', async () => {
    render(
      <DialogTrigger>
        <Button>Open</Button>
        <Popover>
          <Dialog aria-label="Info">Hello</Dialog>
        </Popover>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Info' })).toHaveTextContent('Hello');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
