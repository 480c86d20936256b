// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnPicker } from './column-picker';

const options = ['Plate', 'Make', 'Model', 'Driver', 'Team', 'Mileage', 'Fuel', 'Next service'].map((label, i) => ({ id: `c${i}`, label }));

function Harness({ initial, onChange }: { initial: string[]; onChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <ColumnPicker
      options={options}
      selected={selected}
      onChange={(ids) => {
        onChange?.(ids);
        setSelected(ids);
      }}
    />
  );
}

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;

afterEach(cleanup);

describe('ColumnPicker', () => {
  it('opens from the Columns button and focuses the first checkbox', () => {
    render(<Harness initial={['c0', 'c1']} />);
    const button = screen.getByRole('button', { name: /columns/i });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(box('Plate'));
  });

  it('adds columns in the order of the options', () => {
    const onChange = vi.fn();
    render(<Harness initial={['c2']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /columns/i }));
    fireEvent.click(box('Plate'));
    expect(onChange).toHaveBeenLastCalledWith(['c0', 'c2']);
  });

  it('refuses a 7th column: the other boxes are disabled with a hint', () => {
    const onChange = vi.fn();
    render(<Harness initial={['c0', 'c1', 'c2', 'c3', 'c4', 'c5']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /columns/i }));
    expect(box('Fuel').disabled).toBe(true);
    expect(box('Next service').disabled).toBe(true);
    expect(screen.getByText(/up to 6 columns/i)).toBeTruthy();
    fireEvent.click(box('Fuel'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box('Fuel').checked).toBe(false);
    // Unticking one frees a slot again.
    fireEvent.click(box('Plate'));
    expect(box('Fuel').disabled).toBe(false);
  });

  it('refuses to untick the last column', () => {
    const onChange = vi.fn();
    render(<Harness initial={['c3']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /columns/i }));
    expect(box('Driver').disabled).toBe(true);
    fireEvent.click(box('Driver'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box('Driver').checked).toBe(true);
    expect(screen.getByText(/at least 1 column/i)).toBeTruthy();
  });

  it('honours custom min and max', () => {
    render(<ColumnPicker options={options} selected={['c0', 'c1']} onChange={() => {}} min={2} max={2} />);
    fireEvent.click(screen.getByRole('button', { name: /columns/i }));
    expect(box('Plate').disabled).toBe(true);
    expect(box('Model').disabled).toBe(true);
  });

  it('closes on Escape and returns focus to the button', () => {
    render(<Harness initial={['c0']} />);
    const button = screen.getByRole('button', { name: /columns/i });
    fireEvent.click(button);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', () => {
    render(
      <div>
        <p>Outside</p>
        <Harness initial={['c0']} />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: /columns/i }));
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
