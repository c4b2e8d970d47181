import { render, screen } from '@testing-library/react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Description, FieldError, Label } from './Field';

function Demo({ isInvalid }: { isInvalid: boolean }) {
  return (
    <RACTextField isInvalid={isInvalid}>
      <Label isRequired>Email</Label>
      <Input />
      <Description>We never share it.</Description>
      <FieldError>Email is required</FieldError>
    </RACTextField>
  );
}

describe('field parts', () => {
  it('link the label and description to the input', () => {
    render(<Demo isInvalid={false} />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('show the error only while invalid', () => {
    render(<Demo isInvalid />);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
