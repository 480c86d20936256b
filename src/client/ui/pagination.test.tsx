// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWindow, Pagination, rangeText } from './pagination';

afterEach(cleanup);

function setup(page: number, total = 203, perPage = 10) {
  const onPageChange = vi.fn();
  const onPerPageChange = vi.fn();
  render(<Pagination total={total} page={page} perPage={perPage} onPageChange={onPageChange} onPerPageChange={onPerPageChange} />);
  const prev = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
  const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
  return { onPageChange, onPerPageChange, prev, next };
}

describe('Pagination', () => {
  it('says which rows are shown and disables Previous on the first page', () => {
    const { prev, next, onPageChange } = setup(0);
    expect(screen.getByText('1–10 of 203')).toBeTruthy();
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('disables Next on the last page', () => {
    const { prev, next } = setup(20);
    expect(screen.getByText('201–203 of 203')).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(prev.disabled).toBe(false);
  });

  it('marks the current page and jumps to a page number', () => {
    const { onPageChange } = setup(5);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 21' }));
    expect(onPageChange).toHaveBeenCalledWith(20);
  });

  it('changes rows per page and keeps the first visible row in view', () => {
    const { onPerPageChange, onPageChange } = setup(4);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '30' } });
    expect(onPerPageChange).toHaveBeenCalledWith(30);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('handles an empty list', () => {
    const { prev, next } = setup(0, 0);
    expect(screen.getByText('0 of 0')).toBeTruthy();
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(true);
  });
});

describe('pageWindow', () => {
  it('lists few pages in full and compacts many', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 21)).toEqual([0, 1, 2, 3, 4, 'gap', 20]);
    expect(pageWindow(10, 21)).toEqual([0, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 21)).toEqual([0, 'gap', 16, 17, 18, 19, 20]);
  });

  it('formats large totals with separators', () => {
    expect(rangeText(12345, 1, 30)).toBe('31–60 of 12,345');
  });
});
