// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HhMmPicker } from './hhmm-picker';

afterEach(cleanup);

let last: number | null = null;
function Controlled({ start = null }: { start?: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <HhMmPicker
      id="amount"
      name="training_amount_minutes"
      label="Amount in hours"
      value={value}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
    />
  );
}

const hours = () => screen.getByRole('spinbutton', { name: 'Hours' });
const minutes = () => screen.getByRole('spinbutton', { name: 'Minutes' });
const key = (el: HTMLElement, k: string) => fireEvent.keyDown(el, { key: k });

describe('HhMmPicker', () => {
  it('is a labelled group of two spinbuttons with their ranges', () => {
    render(<Controlled start={450} />);
    expect(screen.getByRole('group', { name: 'Amount in hours' })).toBeTruthy();
    expect(hours().getAttribute('aria-valuemax')).toBe('23');
    expect(minutes().getAttribute('aria-valuemax')).toBe('59');
    expect((hours() as HTMLInputElement).value).toBe('07');
    expect((minutes() as HTMLInputElement).value).toBe('30');
    expect(hours().getAttribute('aria-valuenow')).toBe('7');
  });

  it('steps 1 hour on the hours and 5 minutes on the minutes with the arrow keys, within range', () => {
    render(<Controlled />);
    key(hours(), 'ArrowUp');
    expect(last).toBe(60);
    expect((hours() as HTMLInputElement).value).toBe('01');
    key(minutes(), 'ArrowUp');
    expect(last).toBe(65);
    key(minutes(), 'ArrowUp');
    expect(last).toBe(70);
    key(minutes(), 'ArrowDown');
    key(minutes(), 'ArrowDown');
    key(minutes(), 'ArrowDown');
    expect(last).toBe(60);
    key(hours(), 'ArrowDown');
    key(hours(), 'ArrowDown');
    expect(last).toBe(0);
  });

  it('stops at 23 hours and 59 minutes', () => {
    render(<Controlled start={23 * 60 + 57} />);
    key(hours(), 'ArrowUp');
    expect(last).toBe(23 * 60 + 57);
    key(minutes(), 'ArrowUp');
    expect(last).toBe(23 * 60 + 59);
  });

  it('takes typed digits and keeps each part within its range', () => {
    render(<Controlled />);
    fireEvent.change(hours(), { target: { value: '10' } });
    expect(last).toBe(600);
    fireEvent.change(minutes(), { target: { value: '01' } });
    expect(last).toBe(601);
    expect((minutes() as HTMLInputElement).value).toBe('01');
    fireEvent.change(minutes(), { target: { value: '75' } });
    expect(last).toBe(659);
    expect((minutes() as HTMLInputElement).value).toBe('59');
    fireEvent.change(hours(), { target: { value: '3x' } });
    expect(last).toBe(3 * 60 + 59);
    fireEvent.blur(hours());
    expect((hours() as HTMLInputElement).value).toBe('03');
  });
});
