// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { ALL_ROWS } from './pagination';
import type { DataTableColumn, DataTableProps, TableSort } from './data-table';

type Car = { id: string; plate: string; km: number };
const cars: Car[] = [
  { id: '1', plate: 'AB-123', km: 1200 },
  { id: '2', plate: 'CD-456', km: 800 },
];
const columns: Array<DataTableColumn<Car>> = [
  { id: 'plate', header: 'Plate', cell: (c) => c.plate, sortable: true },
  { id: 'km', header: 'Mileage', cell: (c) => c.km, sortable: true, align: 'right' },
];

function setup(overrides: Partial<DataTableProps<Car>> = {}) {
  const props: DataTableProps<Car> = {
    caption: 'Cars',
    columns,
    rows: cars,
    rowKey: (c) => c.id,
    total: 2,
    page: 0,
    perPage: 10,
    sort: null,
    onSortChange: vi.fn(),
    onPageChange: vi.fn(),
    onPerPageChange: vi.fn(),
    ...overrides,
  };
  return { props, ...render(<DataTable {...props} />) };
}

afterEach(cleanup);

describe('DataTable sorting', () => {
  it('starts a new column ascending and marks the sorted header with aria-sort', () => {
    const { props } = setup({ sort: { column: 'km', direction: 'desc' } });
    expect(screen.getByRole('columnheader', { name: /mileage/i }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /plate/i }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Plate' }));
    expect(props.onSortChange).toHaveBeenCalledWith({ column: 'plate', direction: 'asc' });
  });

  it('toggles the direction on each click of the same header', () => {
    function Harness() {
      const [sort, setSort] = useState<TableSort | null>(null);
      return (
        <DataTable
          caption="Cars"
          columns={columns}
          rows={cars}
          rowKey={(c) => c.id}
          total={2}
          page={0}
          perPage={10}
          sort={sort}
          onSortChange={setSort}
          onPageChange={() => {}}
          onPerPageChange={() => {}}
        />
      );
    }
    render(<Harness />);
    const header = () => screen.getByRole('columnheader', { name: /plate/i });
    fireEvent.click(screen.getByRole('button', { name: 'Plate' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Plate' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Plate' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('DataTable states', () => {
  it('shows rows, a hidden caption and the page range', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Cars' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('shows skeleton rows while loading, not a blank', () => {
    const { container } = setup({ rows: [], total: 0, loading: true });
    expect(container.querySelectorAll('.dt-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toMatch(/loading cars/i);
  });

  it('shows the error message in an alert', () => {
    setup({ error: 'Could not read the cars.' });
    expect(screen.getByRole('alert').textContent).toContain('Could not read the cars.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty state with its title and text', () => {
    setup({ rows: [], total: 0, empty: { title: 'No cars yet', text: 'Add the first car of your fleet.' } });
    expect(screen.getByRole('heading', { name: 'No cars yet' })).toBeTruthy();
    expect(screen.getByText('Add the first car of your fleet.')).toBeTruthy();
  });

  it('offers to clear a search that found nothing, going back to page 0', () => {
    const onSearchChange = vi.fn();
    const { props } = setup({ rows: [], total: 0, search: 'zzz', onSearchChange, page: 0 });
    expect(screen.getByRole('heading', { name: /no results for .zzz./i })).toBeTruthy();
    // The box's own clear icon has the same name; this is the button in the empty state.
    fireEvent.click(screen.getByText('Clear search', { selector: 'button' }));
    expect(onSearchChange).toHaveBeenCalledWith('');
    expect(props.onPageChange).not.toHaveBeenCalled();
  });

  it('steps back to the last page when the current one no longer exists', () => {
    const { props } = setup({ total: 12, page: 3 });
    expect(props.onPageChange).toHaveBeenCalledWith(1);
  });

  it('renders extra toolbar actions', () => {
    setup({ toolbar: <button type="button">Add car</button> });
    expect(screen.getByRole('button', { name: 'Add car' })).toBeTruthy();
  });
});

describe('DataTable row links', () => {
  function renderWithRouter() {
    const router = createMemoryRouter(
      [
        {
          path: '/cars',
          element: (
            <DataTable
              caption="Cars"
              columns={columns}
              rows={cars}
              rowKey={(c) => c.id}
              total={2}
              page={0}
              perPage={10}
              sort={null}
              onSortChange={() => {}}
              onPageChange={() => {}}
              onPerPageChange={() => {}}
              rowHref={(c) => `/cars/${c.id}`}
            />
          ),
        },
        { path: '/cars/:id', element: <h1>Car page</h1> },
      ],
      { initialEntries: ['/cars'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('puts a real link in the first cell', () => {
    renderWithRouter();
    expect(screen.getByRole('link', { name: 'AB-123' }).getAttribute('href')).toBe('/cars/1');
  });

  it('opens the row when any cell is clicked', async () => {
    const router = renderWithRouter();
    fireEvent.click(screen.getByText('800'));
    expect(await screen.findByRole('heading', { name: 'Car page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cars/2');
  });
});

describe("DataTable 'All' rows", () => {
  const many: Car[] = Array.from({ length: 5000 }, (_, i) => ({ id: String(i), plate: `P-${String(i).padStart(4, '0')}`, km: i }));

  it("offers 'All' beside the page sizes and asks for it", () => {
    const { props } = setup();
    const picker = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '30', 'All']);
    fireEvent.change(picker, { target: { value: String(ALL_ROWS) } });
    expect(props.onPerPageChange).toHaveBeenCalledWith(ALL_ROWS);
    expect(props.onPageChange).toHaveBeenCalledWith(0);
  });

  it('puts only the rows in view in the DOM, and says how many there are', () => {
    // jsdom lays nothing out: give the scrolling box a screen's height and each row its own.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(45);
    setup({ rows: many, total: many.length, perPage: ALL_ROWS });
    const table = screen.getByRole('table', { name: 'Cars' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const shown = within(table).getAllByRole('row').slice(1);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(60);
    expect(shown[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(within(shown[0]!).getByText('P-0000')).toBeTruthy();
    expect(screen.getByText('1–5,000 of 5,000')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cars, all rows (scrolls)' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('renders a short list whole, as any page', () => {
    setup({ rows: many.slice(0, 40), total: 40, perPage: ALL_ROWS });
    const table = screen.getByRole('table', { name: 'Cars' });
    expect(within(table).getAllByRole('row')).toHaveLength(41);
    expect(table.getAttribute('aria-rowcount')).toBeNull();
  });
});
