// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carDeletePermanently } from '../../shared/fleet/fleet.mutations';
import { messages } from '../../shared/messages';
import { toastBus, type ToastMessage } from '../ui/toast-bus';
import { CarDeletePermanently } from './car-delete-permanently';
import { FULL_CAR } from './car-test-data';

const mocks = vi.hoisted(() => ({ mutate: vi.fn(async () => ({})), changed: vi.fn() }));
vi.mock('../../sync/outbox', () => ({ mutate: mocks.mutate }));
vi.mock('../offline/offline-context', () => ({ useOffline: () => ({ db: {}, engine: { changed: mocks.changed } }) }));

let toasts: ToastMessage[] = [];
let off = () => {};
beforeEach(() => {
  toasts = [];
  off = toastBus.subscribe((t) => toasts.push(t));
  mocks.mutate.mockClear();
});
afterEach(() => {
  off();
  cleanup();
});

const archived = { ...FULL_CAR, deleted: 1 as const };

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/fleet/:id', element: <CarDeletePermanently car={archived} /> },
      { path: '/fleet', element: <h1>Fleet</h1> },
    ],
    { initialEntries: [`/fleet/${archived.id}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('deleting a vehicle permanently', () => {
  it('needs the box ticked before the red button works, then deletes and opens the archived vehicles', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Skoda Enyaq permanently?' });
    const confirm = dialog.querySelector<HTMLButtonElement>('.modal-footer .btn-danger')!;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: messages.fleet.deletePermanentlyConfirm }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(mocks.changed).toHaveBeenCalled());
    expect(mocks.mutate).toHaveBeenCalledWith({}, carDeletePermanently, { car_id: archived.id });
    expect(router.state.location.pathname + router.state.location.search).toBe('/fleet?segment=archived');
    expect(toasts.map((t) => t.title)).toEqual([messages.fleet.deletedPermanently]);
  });

  it('does nothing on cancel', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mocks.mutate).not.toHaveBeenCalled();
  });
});
