// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, ToastProvider, toastBus, useToast } from './toasts';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Car saved', 'AB-123 is now in the fleet.')}>
      Save
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows the title and text in a status region and disappears after about 5 s', () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Car saved');
    expect(status.textContent).toContain('AB-123 is now in the fleet.');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText('Car saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Car saved')).toBeNull();
  });

  it('announces errors as alerts and keeps them longer', () => {
    render(<ToastProvider />);
    act(() => toastBus.emit({ kind: 'error', title: 'Could not sync', text: 'The server refused the change.' }));
    expect(screen.getByRole('alert').textContent).toContain('Could not sync');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Could not sync')).not.toBeNull();
    act(() => vi.advanceTimersByTime(ERROR_TOAST_DURATION_MS - TOAST_DURATION_MS));
    expect(screen.queryByText('Could not sync')).toBeNull();
  });

  it("replaces a form's error with its newer one, and takes it away once the form saves; other errors stay", () => {
    render(<ToastProvider />);
    act(() => toastBus.emit({ kind: 'error', title: 'Could not sync', text: 'The server refused the change.' }));
    act(() => toastBus.emit({ kind: 'error', title: 'missing data', text: 'please fill brand' }));
    act(() => toastBus.emit({ kind: 'error', title: 'missing data', text: 'please fill model' }));
    expect(screen.queryByText('please fill brand')).toBeNull();
    expect(screen.queryByText('please fill model')).not.toBeNull();
    act(() => toastBus.emit({ kind: 'success', title: 'saved' }));
    expect(screen.queryByText('please fill model')).toBeNull();
    expect(screen.queryByText('Could not sync')).not.toBeNull();
  });

  it('can be dismissed by hand and pauses while hovered', () => {
    render(<ToastProvider />);
    act(() => toastBus.emit({ kind: 'info', title: 'Back online' }));
    const toast = screen.getByText('Back online').closest('.toast') as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.queryByText('Back online')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Back online')).toBeNull();
  });

  it('keeps toasts raised before the provider mounts', () => {
    toastBus.emit({ kind: 'info', title: 'Sync finished' });
    render(<ToastProvider />);
    expect(screen.getByText('Sync finished')).toBeTruthy();
  });
});
