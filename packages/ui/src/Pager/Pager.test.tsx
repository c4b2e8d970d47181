import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, getPageCount } from './Pager';

describe('getPageCount', () => {
  it('is the ceiling of total / page size, at least 1', () => {
    expect(getPageCount(0, 20)).toBe(1);
    expect(getPageCount(20, 20)).toBe(1);
    expect(getPageCount(21, 20)).toBe(2);
    expect(getPageCount(100_000, 20)).toBe(5000);
  });
});

describe('Pager', () => {
  it('is hidden with one page', () => {
    const { container } = render(<Pager page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'Page X of Y' and moves with Previous / Next", async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} pageCount={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    rerender(<Pager page={2} pageCount={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('clamps a page beyond the end', () => {
    render(<Pager page={9} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it("reads 'Page 50 of 50+' and keeps Next enabled when more pages may follow", async () => {
    const onPageChange = vi.fn();
    render(<Pager page={50} pageCount={50} hasMorePages onPageChange={onPageChange} />);
    expect(screen.getByText('Page 50 of 50+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(51);
  });
});
