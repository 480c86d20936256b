// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carArchive, carUnarchive } from '../../shared/fleet/fleet.mutations';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import type { IntegrationFeature } from '../../shared/policy/roles';
import { toastBus, type ToastMessage } from '../ui/toast-bus';
import { CarArchivePage } from './car-archive-page';
import { FULL_CAR } from './car-test-data';
import { CarUnarchivePage } from './car-unarchive-page';

const state = vi.hoisted(() => ({
  mutate: vi.fn(async () => ({})),
  changed: vi.fn(),
  car: null as CarListItem | null,
  canEdit: true,
  integrations: [] as IntegrationFeature[],
}));
vi.mock('../../sync/outbox', () => ({ mutate: state.mutate }));
vi.mock('../offline/offline-context', () => ({ useOffline: () => ({ db: {}, engine: { changed: state.changed } }) }));
vi.mock('./use-car', () => ({ useCar: () => (state.car ? { car: state.car, person: null } : null) }));
vi.mock('../lib/use-can', () => ({ useCan: () => (action: string) => action === 'fleet.edit' && state.canEdit }));
vi.mock('../lib/session-context', () => ({ useViewer: () => ({ feature_flags: [], integration_features: state.integrations }) }));

let toasts: ToastMessage[] = [];
let off = () => {};
beforeEach(() => {
  toasts = [];
  off = toastBus.subscribe((t) => toasts.push(t));
  state.mutate.mockClear();
  state.car = FULL_CAR;
  state.canEdit = true;
  state.integrations = ['cars/end-date-push'];
});
afterEach(() => {
  off();
  cleanup();
});

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/fleet/:id/delete', element: <CarArchivePage /> },
      { path: '/fleet/:id/undelete', element: <CarUnarchivePage /> },
      { path: '/fleet/:id', element: <h1>The vehicle page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const endDate = () => screen.getByRole('textbox', { name: 'End date of use' });

describe('archiving a vehicle', () => {
  it('asks for the end date when an integration pushes end dates: Form invalid / please fill end date', () => {
    open(`/fleet/${FULL_CAR.id}/delete`);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'Form invalid', text: 'please fill end date' })]);
    expect(endDate().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('please fill end date')).toBeTruthy();
    expect(state.mutate).not.toHaveBeenCalled();
  });

  it('archives with the date typed as dd/mm/yyyy and goes back to the vehicle', async () => {
    const router = open(`/fleet/${FULL_CAR.id}/delete`);
    fireEvent.change(endDate(), { target: { value: '31/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(state.changed).toHaveBeenCalled());
    expect(state.mutate).toHaveBeenCalledWith({}, carArchive, { car_id: FULL_CAR.id, date_end: '2026-03-31' });
    expect(toasts.map((t) => t.title)).toEqual([messages.fleet.archived]);
    expect(router.state.location.pathname).toBe(`/fleet/${FULL_CAR.id}`);
  });

  it('needs no end date without the integration, and Cancel returns to the vehicle', async () => {
    state.integrations = [];
    const router = open(`/fleet/${FULL_CAR.id}/delete`);
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fleet/${FULL_CAR.id}`));
    open(`/fleet/${FULL_CAR.id}/delete`);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(state.mutate).toHaveBeenCalledWith({}, carArchive, { car_id: FULL_CAR.id, date_end: null }));
  });

  it('is only for active vehicles and users who may edit the fleet', () => {
    state.car = { ...FULL_CAR, deleted: 1 };
    open(`/fleet/${FULL_CAR.id}/delete`);
    expect(screen.getByRole('heading', { name: 'The vehicle page' })).toBeTruthy();
    cleanup();
    state.car = FULL_CAR;
    state.canEdit = false;
    open(`/fleet/${FULL_CAR.id}/delete`);
    expect(screen.getByRole('heading', { name: 'The vehicle page' })).toBeTruthy();
  });
});

describe('unarchiving a vehicle', () => {
  it('restores an archived vehicle: vehicle unarchived', async () => {
    state.car = { ...FULL_CAR, deleted: 1 };
    const router = open(`/fleet/${FULL_CAR.id}/undelete`);
    fireEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(state.changed).toHaveBeenCalled());
    expect(state.mutate).toHaveBeenCalledWith({}, carUnarchive, { car_id: FULL_CAR.id });
    expect(toasts.map((t) => t.title)).toEqual([messages.fleet.unarchived]);
    expect(router.state.location.pathname).toBe(`/fleet/${FULL_CAR.id}`);
  });

  it('sends an active vehicle back to its page', () => {
    open(`/fleet/${FULL_CAR.id}/undelete`);
    expect(screen.getByRole('heading', { name: 'The vehicle page' })).toBeTruthy();
  });
});
