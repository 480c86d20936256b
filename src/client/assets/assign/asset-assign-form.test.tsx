// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAssetDraft, type AssetDraft } from '../../../shared/assets/asset-rules';
import { ASSET_TYPE_SEARCH_DEBOUNCE_MS, type AssetType } from '../../../shared/assets/assets.schema';
import { messages } from '../../../shared/messages';
import { ConfirmProvider } from '../../ui/confirm-dialog';
import { ToastProvider } from '../../ui/toasts';
import { AssetAssignForm } from './asset-assign-form';

const LAPTOP: AssetType = { id: '0190a0b0-0000-7000-8000-000000000001', name: 'Laptop', picture: 'laptop', created_at: '', version: 1, updated_at: '' };
const ANNA = { id: '0190a0b0-0000-7000-8000-0000000000aa', name: 'Anna Peeters', email: 'anna@demo.test', avatar: null, active: true };
vi.mock('../../offline/use-mirror-table', () => ({ useMirrorTable: () => [LAPTOP] }));
vi.mock('../../lib/use-can', () => ({ useCan: () => () => true }));

afterEach(cleanup);

function setup(initial: AssetDraft = emptyAssetDraft()) {
  const onSave = vi.fn(async () => {});
  const form = <AssetAssignForm initial={initial} people={[ANNA]} onSave={onSave} cancelTo="/assets" />;
  const router = createMemoryRouter(
    [
      { path: '/assets/new', element: form },
      { path: '/assets', element: <h1>Assets</h1> },
    ],
    { initialEntries: ['/assets/new'] },
  );
  render(
    <ConfirmProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ConfirmProvider>,
  );
  return { onSave };
}
// The submit is async (busy until it settles): each click waits for it.
const next = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^(Next|Assign asset)$/ }));
  });
const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}\\*?$`) }) as HTMLInputElement;

describe('AssetAssignForm', () => {
  it("says 'please select asset' in an Invalid toast, then marks the person as required", async () => {
    setup();
    await next();
    const status = await screen.findByText(messages.assets.selectAsset, { selector: '.toast *' });
    expect(within(status.closest('.toast') as HTMLElement).getByText('Invalid')).toBeTruthy();
    expect(combo('Asset type').getAttribute('aria-invalid')).toBe('true');
    vi.useFakeTimers();
    fireEvent.change(combo('Asset type'), { target: { value: 'lap' } });
    act(() => vi.advanceTimersByTime(ASSET_TYPE_SEARCH_DEBOUNCE_MS));
    fireEvent.keyDown(combo('Asset type'), { key: 'Enter' });
    vi.useRealTimers();
    await next();
    expect(combo('Person').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.validation.required)).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  it('blocks on an invalid price and saves both steps with the person preselected', async () => {
    const { onSave } = setup({ ...emptyAssetDraft(), owner_employee_id: ANNA.id, asset_type_id: LAPTOP.id });
    expect(combo('Person').value).toBe('Anna Peeters');
    expect(combo('Asset type').value).toBe('Laptop');
    fireEvent.change(screen.getByLabelText('Price excluding VAT'), { target: { value: '-3' } });
    await next();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Price excluding VAT'), { target: { value: '1299,5' } });
    await next();
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Serial number'), { target: { value: 'SN-42' } });
    await next();
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ asset_type_id: LAPTOP.id, owner_employee_id: ANNA.id, price: '1299.5', vendor: null, serial_number: 'SN-42' }),
    );
  });
});
