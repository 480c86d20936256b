// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const input = () => screen.getByRole('searchbox', { name: 'Search cars' });

describe('SearchBox', () => {
  it('waits 200 ms after the last keystroke before searching', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
    const onChange = vi.fn();
    render(<SearchBox value="" onChange={onChange} label="Search cars" />);
    fireEvent.change(input(), { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.change(input(), { target: { value: 'ab' } });
    act(() => vi.advanceTimersByTime(199));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('ab');
  });

  it('waits the list’s own delay where the spec names one (a product’s licences: 250 ms)', () => {
    const onChange = vi.fn();
    render(<SearchBox value="" onChange={onChange} delayMs={250} label="Search cars" />);
    fireEvent.change(input(), { target: { value: 'ann' } });
    act(() => vi.advanceTimersByTime(249));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith('ann');
  });

  it('drops a waiting search when a link is clicked, so it cannot cancel that navigation', () => {
    const onChange = vi.fn();
    render(
      <>
        <SearchBox value="" onChange={onChange} label="Search cars" />
        <a href="/fleet/1">Golf</a>
        <button type="button">Sort</button>
      </>,
    );
    fireEvent.change(input(), { target: { value: 'golf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    fireEvent.click(screen.getByRole('link', { name: 'Golf' }));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
    // Typing again searches as usual.
    fireEvent.change(input(), { target: { value: 'polo' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledWith('polo');
  });

  it('searches at once on Enter', () => {
    const onChange = vi.fn();
    render(<SearchBox value="" onChange={onChange} label="Search cars" />);
    fireEvent.change(input(), { target: { value: 'golf' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('golf');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears with the clear button and follows a value set from outside', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SearchBox value="golf" onChange={onChange} label="Search cars" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect((input() as HTMLInputElement).value).toBe('');
    rerender(<SearchBox value="polo" onChange={onChange} label="Search cars" />);
    expect((input() as HTMLInputElement).value).toBe('polo');
  });
});
