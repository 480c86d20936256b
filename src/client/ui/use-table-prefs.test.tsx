// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_COLUMNS, MIN_COLUMNS, sanitizeColumns, tablePrefsKey, useTablePrefs } from './use-table-prefs';

const allowed = ['plate', 'make', 'model', 'driver', 'team', 'km', 'fuel'];
const defaults = { perPage: 10, columns: ['plate', 'make', 'driver'] };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useTablePrefs', () => {
  it('exports the column limits', () => {
    expect(MIN_COLUMNS).toBe(1);
    expect(MAX_COLUMNS).toBe(6);
  });

  it('starts from the defaults', () => {
    const { result } = renderHook(() => useTablePrefs('cars', defaults, allowed));
    expect(result.current.perPage).toBe(10);
    expect(result.current.columns).toEqual(['plate', 'make', 'driver']);
  });

  it('persists perPage and columns per table and reads them back after a reload', () => {
    const first = renderHook(() => useTablePrefs('cars', defaults, allowed));
    act(() => first.result.current.setPerPage(30));
    act(() => first.result.current.setColumns(['km', 'plate']));
    expect(JSON.parse(localStorage.getItem('table-prefs:cars') ?? '{}')).toEqual({ perPage: 30, columns: ['km', 'plate'] });
    first.unmount();

    const again = renderHook(() => useTablePrefs('cars', defaults, allowed));
    expect(again.result.current.perPage).toBe(30);
    expect(again.result.current.columns).toEqual(['km', 'plate']);

    const other = renderHook(() => useTablePrefs('assets', defaults, allowed));
    expect(other.result.current.perPage).toBe(10);
  });

  it('drops stored columns the user may no longer see', () => {
    localStorage.setItem(tablePrefsKey('cars'), JSON.stringify({ columns: ['plate', 'wages', 'km'] }));
    const { result } = renderHook(() => useTablePrefs('cars', defaults, allowed));
    expect(result.current.columns).toEqual(['plate', 'km']);
  });

  it('falls back to the defaults when no stored column is allowed any more', () => {
    localStorage.setItem(tablePrefsKey('cars'), JSON.stringify({ perPage: 30, columns: ['wages', 'salary'] }));
    const { result } = renderHook(() => useTablePrefs('cars', defaults, allowed));
    expect(result.current.columns).toEqual(['plate', 'make', 'driver']);
    expect(result.current.perPage).toBe(30);
  });

  it('survives broken storage content', () => {
    localStorage.setItem(tablePrefsKey('cars'), '{not json');
    const { result } = renderHook(() => useTablePrefs('cars', defaults, allowed));
    expect(result.current.perPage).toBe(10);
    expect(result.current.columns).toEqual(defaults.columns);
  });

  it('refuses an empty or disallowed-only column choice', () => {
    const { result } = renderHook(() => useTablePrefs('cars', defaults, allowed));
    act(() => result.current.setColumns([]));
    act(() => result.current.setColumns(['wages']));
    expect(result.current.columns).toEqual(defaults.columns);
    expect(localStorage.getItem(tablePrefsKey('cars'))).toBeNull();
  });
});

describe('sanitizeColumns', () => {
  it('removes duplicates and keeps at most MAX_COLUMNS', () => {
    expect(sanitizeColumns(['plate', 'plate', ...allowed], [], allowed)).toEqual(allowed.slice(0, MAX_COLUMNS));
  });

  it('uses the first allowed columns when even the defaults are not allowed', () => {
    expect(sanitizeColumns(undefined, ['wages'], ['a', 'b'])).toEqual(['a', 'b']);
  });
});
