// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

afterEach(cleanup);

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState<string>('');
  return <MoneyInput label="Yearly cost" value={value} onChange={setValue} error={error} />;
}

const input = () => screen.getByRole('textbox', { name: 'Yearly cost' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const shownError = () => document.getElementById(`${input().id}-error`)?.textContent ?? null;

describe('MoneyInput', () => {
  it("shows the spec's currency errors while typing, and none for a good amount", () => {
    render(<Controlled />);
    type('12a');
    expect(shownError()).toBe('invalid number');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('-5');
    expect(shownError()).toBe('must be positive');
    type('10.123');
    expect(shownError()).toBe('too many decimals');
    type('10.12');
    expect(shownError()).toBeNull();
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });

  it('turns a comma into a dot as typed and shows the euro sign', () => {
    render(<Controlled />);
    type('1234,5');
    expect((input() as HTMLInputElement).value).toBe('1234.5');
    expect(screen.getByText('€')).toBeTruthy();
  });

  it("shows the form's message when the amount itself is fine, its own when it is not", () => {
    render(<Controlled error="please fill all forms" />);
    expect(shownError()).toBe('please fill all forms');
    type('abc');
    expect(shownError()).toBe('invalid number');
  });
});
