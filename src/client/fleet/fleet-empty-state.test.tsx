// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FleetEmptyState } from './fleet-empty-state';

afterEach(cleanup);

const show = (canAdd: boolean) =>
  render(
    <MemoryRouter>
      <FleetEmptyState canAdd={canAdd} />
    </MemoryRouter>,
  );

describe('FleetEmptyState', () => {
  it('shows the garage picture, a short text and the Add vehicle button', () => {
    const { container } = show(true);
    expect(screen.getByRole('heading', { name: 'No vehicles yet' })).toBeTruthy();
    expect(screen.getByText(/cars, motorbikes and bicycles/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add vehicle' }).getAttribute('href')).toBe('/fleet/new');
    // The picture is decoration: hidden from screen readers, drawn with the theme's classes.
    const svg = container.querySelector('svg.garage-art')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('.car-body')).toBeTruthy();
    expect(svg.querySelectorAll('.car-wheel')).toHaveLength(2);
  });

  it('offers no Add button to someone who may not add vehicles', () => {
    show(false);
    expect(screen.getByRole('heading', { name: 'No vehicles yet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add vehicle' })).toBeNull();
    expect(screen.getByText(/once someone with edit rights adds them/)).toBeTruthy();
  });
});
