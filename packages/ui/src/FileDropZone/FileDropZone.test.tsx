import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatFileSize, isAcceptedFile, validateFile } from './file-validation';
import { FileDropZone } from './FileDropZone';

function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('file rules', () => {
  it('formats sizes base 1024 with up to two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('matches extensions and MIME types case-insensitively', () => {
    expect(isAcceptedFile({ name: 'A.PDF', type: '' }, ['.pdf'])).toBe(true);
    expect(isAcceptedFile({ name: 'x.bin', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(
      isAcceptedFile({ name: 'x.exe', type: 'application/x-msdownload' }, ['.pdf', 'image/png']),
    ).toBe(false);
    expect(isAcceptedFile({ name: 'x.exe', type: '' }, [])).toBe(true);
  });

  it('refuses files over the limit, allows exactly the limit', () => {
    const rules = { accept: ['.pdf'], maxBytes: 10 * 1024 * 1024 };
    expect(validateFile(sized('a.pdf', 'application/pdf', 10 * 1024 * 1024), rules)).toBeNull();
    expect(validateFile(sized('a.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), rules)).toMatch(
      /too large/,
    );
  });
});

describe('FileDropZone', () => {
  it('rejects a file over maxBytes with a message and does not report it', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileDropZone label="File" accept={['.pdf']} maxBytes={1000} onChange={onChange} />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, sized('big.pdf', 'application/pdf', 5000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is too large (4.88 KB). The maximum size is 1000 Bytes.',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('big.pdf')).not.toBeInTheDocument();
  });

  it('shows the chosen name and clears it', async () => {
    const onChange = vi.fn();
    const { container } = render(<FileDropZone label="File" onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, sized('notes.txt', 'text/plain', 10));
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
