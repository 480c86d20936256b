// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSET_TYPE_PAGE_SIZE, ASSET_TYPE_SEARCH_DEBOUNCE_MS, type AssetType } from '../../shared/assets/assets.schema';
import { AssetTypePicker } from './asset-type-picker';

const typeOf = (i: number, name: string): AssetType => ({
  id: `0190a0b0-0000-7000-8000-${String(i).padStart(12, '0')}`,
  name,
  picture: 'laptop',
  created_at: '2024-01-01T00:00:00Z',
  version: 1,
  updated_at: '2024-01-01T00:00:00Z',
});
const state = vi.hoisted(() => ({ types: [] as AssetType[] | undefined, canAdd: true }));
vi.mock('../offline/use-mirror-table', () => ({ useMirrorTable: () => state.types }));
vi.mock('../lib/use-can', () => ({ useCan: () => (action: string) => action === 'assetTypes.add' && state.canAdd }));

const picked = vi.fn();
function Host() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <AssetTypePicker
      id="type"
      label="Asset type"
      value={value}
      onChange={(id, t) => {
        setValue(id);
        picked(t?.name ?? null);
      }}
    />
  );
}
function open() {
  const router = createMemoryRouter([{ path: '/assets/new', element: <Host /> }], { initialEntries: ['/assets/new?employee_id=x'] });
  render(<RouterProvider router={router} />);
  return screen.getByRole('combobox', { name: 'Asset type' }) as HTMLInputElement;
}
const names = () => screen.queryAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  picked.mockClear();
  state.canAdd = true;
  state.types = [
    typeOf(1, 'Écran 27"'),
    typeOf(2, 'Laptop'),
    typeOf(3, 'Badge'),
    ...Array.from({ length: 30 }, (_, i) => typeOf(100 + i, `Cable ${String(i).padStart(2, '0')}`)),
  ];
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('AssetTypePicker', () => {
  it('searches 200 ms after the last key, ignoring case and accents, and picks with Enter', () => {
    const input = open();
    fireEvent.change(input, { target: { value: 'ecr' } });
    act(() => vi.advanceTimersByTime(ASSET_TYPE_SEARCH_DEBOUNCE_MS - 1));
    expect(names()).toHaveLength(ASSET_TYPE_PAGE_SIZE + 1); // still the unfiltered first page + Show more
    act(() => vi.advanceTimersByTime(1));
    expect(names()).toEqual(['Écran 27"']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('Écran 27"');
    expect(picked).toHaveBeenCalledWith('Écran 27"');
  });

  it('shows pages of ASSET_TYPE_PAGE_SIZE by name, with Show more', () => {
    const input = open();
    fireEvent.click(input);
    expect(names()[0]).toBe('Badge');
    expect(names().at(-1)).toBe(`Show more (${33 - ASSET_TYPE_PAGE_SIZE})`);
    fireEvent.mouseDown(screen.getByRole('option', { name: /Show more/ }));
    expect(names()).toHaveLength(33);
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Laptop' }));
    expect(input.value).toBe('Laptop');
  });

  it('links to the asset type page with the way back, only for who may add types', () => {
    open();
    expect(screen.getByRole('link', { name: 'Add asset type' }).getAttribute('href')).toBe(
      `/settings/assetTypes/add?back=${encodeURIComponent('/assets/new?employee_id=x')}`,
    );
    cleanup();
    state.canAdd = false;
    open();
    expect(screen.queryByRole('link', { name: 'Add asset type' })).toBeNull();
  });

  it('says nothing matched', () => {
    const input = open();
    fireEvent.change(input, { target: { value: 'zzz' } });
    act(() => vi.advanceTimersByTime(ASSET_TYPE_SEARCH_DEBOUNCE_MS));
    expect(screen.getByText('No asset type found')).toBeTruthy();
  });
});
