// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSET_PICTURES } from '../../shared/assets/assets.schema';
import { ASSET_PICTURE_ICONS, AssetPictureIcon } from '../ui/asset-picture';
import { AssetsEmptyState } from './assets-empty-state';

afterEach(cleanup);

const show = (canAssign: boolean) =>
  render(
    <MemoryRouter>
      <AssetsEmptyState canAssign={canAssign} />
    </MemoryRouter>,
  );

describe('AssetsEmptyState', () => {
  it('shows the desk picture and the calls to assign', () => {
    const { container } = show(true);
    expect(screen.getByRole('heading', { name: 'No assets yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Assign asset' }).getAttribute('href')).toBe('/assets/new');
    expect(screen.getByRole('link', { name: 'Bulk assign' }).getAttribute('href')).toBe('/assets/assign/bulk');
    expect(container.querySelector('svg.desk-art')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('offers no assign button to someone who may not assign', () => {
    show(false);
    expect(screen.queryByRole('link', { name: 'Assign asset' })).toBeNull();
    expect(screen.getByText(/once someone with edit rights assigns them/)).toBeTruthy();
  });
});

describe('the asset pictures', () => {
  it('have a drawing for every picture value, hidden from screen readers', () => {
    for (const p of ASSET_PICTURES) expect(ASSET_PICTURE_ICONS[p]).toBeTypeOf('function');
    const { container } = render(<AssetPictureIcon picture="headset" />);
    expect(container.querySelector('[data-picture="headset"] svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
