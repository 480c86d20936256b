// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CUSTOM_FIELD_COLUMNS, MAX_TABLE_COLUMNS } from '../../shared/limits';
import { ColumnPicker } from './column-picker';
import type { ColumnOption } from './data-table-types';

// Custom-field columns: listed under their own heading, at most maxCustom of them, and still within
// the table's 1 to 6 columns in all.
const standard: ColumnOption[] = ['Vehicle', 'Person', 'Plate'].map((label, i) => ({ id: `s${i}`, label }));
const custom: ColumnOption[] = Array.from({ length: 8 }, (_, i) => ({ id: `cf_${i}`, label: `Field ${i}`, custom: true }));

function Harness({ initial, maxCustom, onChange }: { initial: string[]; maxCustom?: number; onChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <ColumnPicker
      options={[...standard, ...custom]}
      selected={selected}
      maxCustom={maxCustom}
      onChange={(ids) => {
        onChange?.(ids);
        setSelected(ids);
      }}
    />
  );
}

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const open = () => fireEvent.click(screen.getByRole('button', { name: /columns/i }));

afterEach(cleanup);

describe('ColumnPicker with custom-field columns', () => {
  it('lists them under their own heading with their own count, after the standard ones', () => {
    render(<Harness initial={['s0', 'cf_1']} />);
    open();
    const group = screen.getByRole('list', { name: /custom fields/i });
    expect(group.textContent).toContain('Field 0');
    expect(screen.getByText(`1 / ${MAX_CUSTOM_FIELD_COLUMNS}`)).toBeTruthy();
    fireEvent.click(box('Field 3'));
    expect(screen.getByText(`2 / ${MAX_CUSTOM_FIELD_COLUMNS}`)).toBeTruthy();
  });

  it('holds custom columns to their limit while standard ones stay free', () => {
    const onChange = vi.fn();
    render(<Harness initial={['s0', 'cf_0', 'cf_1']} maxCustom={2} onChange={onChange} />);
    open();
    expect(box('Field 2').disabled).toBe(true);
    expect(box('Plate').disabled).toBe(false);
    expect(screen.getByText('Up to 2 custom-field columns.')).toBeTruthy();
    fireEvent.click(box('Field 2'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(box('Field 0'));
    expect(box('Field 2').disabled).toBe(false);
  });

  it('still allows 6 columns in all, custom ones included', () => {
    render(<Harness initial={['s0', 'cf_0', 'cf_1', 'cf_2', 'cf_3', 'cf_4']} />);
    open();
    expect(MAX_TABLE_COLUMNS).toBe(6);
    expect(box('Field 5').disabled).toBe(true);
    expect(box('Plate').disabled).toBe(true);
    expect(screen.getByText('Up to 6 columns. Untick one to show another.')).toBeTruthy();
  });
});
