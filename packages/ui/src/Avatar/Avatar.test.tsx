import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first and last word, else the email, else ?', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('  grace brewster hopper ')).toBe('GH');
    expect(getInitials('Linus')).toBe('L');
    expect(getInitials('', 'admin@example.com')).toBe('A');
    expect(getInitials(null, null)).toBe('?');
  });
});

describe('Avatar', () => {
  it('is named by the person', () => {
    render(<Avatar email="admin@example.com" />);
    expect(screen.getByRole('img', { name: 'admin@example.com' })).toHaveTextContent('A');
  });
});
