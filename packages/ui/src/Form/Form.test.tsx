import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form } from './Form';

describe('Form', () => {
  it('submits without browser validation so the app shows its own messages', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField name="name" label="Name" isRequired />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows server errors by field name', () => {
    render(
      <Form validationErrors={{ email: 'Email is taken' }}>
        <TextField name="email" label="Email" />
      </Form>,
    );
    expect(screen.getByText('Email is taken')).toBeInTheDocument();
  });
});
