// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FuelChart } from './fuel-chart';

const counts = [
  { fuel: 'diesel' as const, count: 20 },
  { fuel: 'electric' as const, count: 10 },
  { fuel: 'gas' as const, count: 5 },
  { fuel: 'lpg' as const, count: 1 },
];

beforeEach(() => localStorage.setItem('fleet-fuel-chart-open', '1'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('FuelChart', () => {
  it('is a figure named by its caption whose items read label and count', () => {
    render(<FuelChart counts={counts} />);
    const figure = screen.getByRole('figure', { name: /Active vehicles by fuel/ });
    expect(figure.textContent).toContain('36 vehicles');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Diesel20 vehicles', 'Electric10 vehicles', 'Petrol5 vehicles', 'LPG1 vehicle']);
  });

  it('holds its place while the vehicles are read, then shows them in the same card; with none it is gone', () => {
    const { rerender } = render(<FuelChart counts={undefined} />);
    const figure = screen.getByRole('figure', { name: /Active vehicles by fuel/ });
    expect(figure.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(<FuelChart counts={counts} />);
    expect(screen.getByRole('figure', { name: /Active vehicles by fuel/ })).toBe(figure);
    expect(figure.getAttribute('aria-busy')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    rerender(<FuelChart counts={[]} />);
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('folds to one line and remembers it', () => {
    render(<FuelChart counts={counts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide chart' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Diesel 20 · Electric 10 · Petrol 5 · 1 more')).toBeTruthy();
    expect(localStorage.getItem('fleet-fuel-chart-open')).toBe('0');
    expect(screen.getByRole('button', { name: 'Show chart' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows nothing without vehicles that have a fuel', () => {
    const { container } = render(<FuelChart counts={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
