// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftOfAsset } from '../../shared/assets/asset-rules';
import { assetUnarchive } from '../../shared/assets/assets.mutations';
import type { AssetListItem } from '../../shared/assets/assets.schema';
import { messages } from '../../shared/messages';
import { ConfirmProvider } from '../ui/confirm-dialog';
import { toastBus, type ToastMessage } from '../ui/toast-bus';
import { AssetActions, AssetFacts } from './asset-detail-parts';
import { assetChanges } from './asset-edit-form';
import type { FoundAsset } from './use-asset';

const state = vi.hoisted(() => ({ mutate: vi.fn(async () => ({})), changed: vi.fn(), rights: new Set<string>() }));
vi.mock('../../sync/outbox', () => ({ mutate: state.mutate }));
vi.mock('../offline/offline-context', () => ({ useOffline: () => ({ db: {}, engine: { changed: state.changed } }) }));
vi.mock('../lib/use-can', () => ({ useCan: () => (action: string) => state.rights.has(action) }));

const ASSET: AssetListItem = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  asset_type_id: '0190a0b0-0000-7000-8000-0000000000f1',
  asset_name: 'Laptop',
  picture: 'laptop',
  owner_employee_id: '0190a0b0-0000-7000-8000-0000000000aa',
  owner_employee_name: 'Emma Janssens',
  owner_employee_avatar: null,
  price: '1299.50',
  vendor: 'Lenovo',
  serial_number: 'PF-123',
  insert_method: 'manual',
  deleted: 0,
  created_at: '2026-01-05T10:00:00Z',
  version: 3,
  updated_at: '2026-01-05T10:00:00Z',
};
const found = (deleted: 0 | 1 = 0): FoundAsset => ({
  asset: { ...ASSET, deleted },
  type: { name: 'Laptop', picture: 'laptop' },
  owner: { id: ASSET.owner_employee_id!, name: 'Emma Janssens', avatar: null },
});

let toasts: ToastMessage[] = [];
let off = () => {};
beforeEach(() => {
  toasts = [];
  off = toastBus.subscribe((t) => toasts.push(t));
  state.mutate.mockClear();
});
afterEach(() => {
  off();
  cleanup();
});

function show(f: FoundAsset, rights: string[]) {
  state.rights = new Set(rights);
  const router = createMemoryRouter(
    [
      {
        path: '/assets/:id',
        element: (
          <>
            <AssetActions found={f} />
            <AssetFacts found={f} />
          </>
        ),
      },
    ],
    { initialEntries: [`/assets/${f.asset.id}`] },
  );
  render(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  );
}

describe('the asset page’s actions (spec sections 4 and 6)', () => {
  it('an active asset: Edit and Archive for who may change assets, nothing for read-only', () => {
    show(found(), ['assets.edit']);
    expect(screen.getByRole('link', { name: 'Edit asset' }).getAttribute('href')).toBe(`/assets/${ASSET.id}/edit`);
    expect(screen.getByRole('link', { name: 'Archive' }).getAttribute('href')).toBe(`/assets/${ASSET.id}/delete`);
    cleanup();
    show(found(), []);
    expect(screen.queryByRole('link', { name: 'Edit asset' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Archive' })).toBeNull();
  });

  it('an archived asset: no edit, no archive; Unarchive for admins only, after the confirmation', async () => {
    show(found(1), ['assets.edit']);
    expect(screen.queryByRole('link', { name: 'Edit asset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unarchive' })).toBeNull();
    cleanup();
    show(found(1), ['assets.edit', 'assets.unarchive']);
    fireEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText(messages.assets.unarchiveExplained)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Unarchive' }).at(-1)!);
    await waitFor(() => expect(state.mutate).toHaveBeenCalledWith({}, assetUnarchive, { asset_id: ASSET.id }, { label: 'Laptop' }));
    expect(state.changed).toHaveBeenCalled();
    expect(toasts.map((t) => t.title)).toContain(messages.assets.unarchived);
  });

  it('shows the owner as a link, the price as money, dashes for what is empty', () => {
    show({ ...found(), asset: { ...ASSET, vendor: null } }, []);
    expect(screen.getByRole('link', { name: 'Emma Janssens' }).getAttribute('href')).toBe(`/people/${ASSET.owner_employee_id}`);
    expect(screen.getByText('€1,299.50')).toBeTruthy();
    expect(screen.getByText('Vendor').nextElementSibling?.textContent).toBe('—');
  });
});

describe('assetChanges', () => {
  it('sends only what changed, compared as saved', () => {
    expect(assetChanges(ASSET, { ...draftOfAsset(ASSET), price: '1299.5' })).toEqual({});
    expect(assetChanges(ASSET, { ...draftOfAsset(ASSET), price: '777.25', vendor: '  ' })).toEqual({ price: '777.25', vendor: null });
  });
});
