// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';
import { Checkbox, SelectInput, TextInput } from './field';
import { TextArea } from './text-area';

afterEach(cleanup);

describe('Field wiring', () => {
  it('labels the control, marks it required and ties the error and hint to it', () => {
    render(<TextInput label="Plate" required hint="As on the registration papers" error="Plate is required" />);
    const input = screen.getByRole('textbox', { name: /plate/i });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Plate is required', 'As on the registration papers']);
  });

  it('has no aria-invalid without an error', () => {
    render(<TextInput label="Make" />);
    expect(screen.getByRole('textbox', { name: 'Make' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('renders select options with a placeholder, and a labelled checkbox', () => {
    render(
      <>
        <SelectInput label="Fuel" placeholder="Choose…" options={[{ value: 'diesel', label: 'Diesel' }]} defaultValue="" />
        <Checkbox label="Pool car" error="Pick one" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Fuel' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Diesel']);
    expect(screen.getByRole('checkbox', { name: 'Pool car' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('TextArea', () => {
  it('counts characters against maxLength as the user types', () => {
    render(<TextArea label="Note" maxLength={240} defaultValue="Hello" />);
    expect(screen.getByText('5 / 240')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Hello there!' } });
    expect(screen.getByText('12 / 240')).toBeTruthy();
  });

  it('counts a controlled value', () => {
    function Controlled() {
      const [text, setText] = useState('abc');
      return <TextArea label="Note" maxLength={10} value={text} onChange={(e) => setText(e.target.value)} />;
    }
    render(<Controlled />);
    expect(screen.getByText('3 / 10')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'abcdefghij' } });
    expect(screen.getByText('10 / 10')).toBeTruthy();
  });

  it('with overflow, lets the text run past maxLength and marks the counter', () => {
    render(<TextArea label="Note" maxLength={5} overflow defaultValue="Hello" />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box.getAttribute('maxlength')).toBeNull();
    fireEvent.change(box, { target: { value: 'Hello!' } });
    expect(screen.getByText('6 / 5').className).toBe('field-counter-over');
  });

  it('shows no counter without maxLength', () => {
    render(<TextArea label="Note" />);
    expect(screen.queryByText(/\d+ \/ \d+/)).toBeNull();
  });
});

describe('with react-hook-form', () => {
  type Values = { plate: string; note: string; since: string | null };

  function CarForm({ onSubmit }: { onSubmit: (v: Values) => void }) {
    const { register, control, handleSubmit, reset } = useForm<Values>({ defaultValues: { plate: 'AB-1', note: 'Blue', since: '2024-03-07' } });
    return (
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextInput label="Plate" {...register('plate')} />
        <TextArea label="Note" maxLength={100} {...register('note')} />
        <Controller name="since" control={control} render={({ field }) => <DateInput label="In the fleet since" {...field} />} />
        <button type="button" onClick={() => reset({ plate: '', note: 'Red car', since: null })}>
          Reset
        </button>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('registers inputs, shows defaults, and submits ISO dates', async () => {
    const onSubmit = vi.fn();
    render(<CarForm onSubmit={onSubmit} />);
    expect((screen.getByRole('textbox', { name: 'Plate' }) as HTMLInputElement).value).toBe('AB-1');
    expect(screen.getByText('4 / 100')).toBeTruthy();
    const date = screen.getByRole('textbox', { name: 'In the fleet since' }) as HTMLInputElement;
    expect(date.value).toBe('07/03/2024');
    fireEvent.change(screen.getByRole('textbox', { name: 'Plate' }), { target: { value: 'XY-9' } });
    fireEvent.change(date, { target: { value: '1/2/2025' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ plate: 'XY-9', note: 'Blue', since: '2025-02-01' });
  });

  it('follows reset() in the counter and the date text', async () => {
    render(<CarForm onSubmit={() => {}} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })));
    expect(screen.getByText('7 / 100')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'In the fleet since' }) as HTMLInputElement).value).toBe('');
  });
});

describe('DateInput', () => {
  function Harness({ initial = null as string | null }) {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <>
        <DateInput label="Start" value={value} onChange={setValue} />
        <output data-testid="iso">{String(value)}</output>
      </>
    );
  }
  const input = () => screen.getByRole('textbox', { name: 'Start' }) as HTMLInputElement;

  it('takes dd/mm/yyyy and holds ISO, tidying the text on blur', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '7/3/2024' } });
    expect(screen.getByTestId('iso').textContent).toBe('2024-03-07');
    expect(input().value).toBe('7/3/2024');
    fireEvent.blur(input());
    expect(input().value).toBe('07/03/2024');
  });

  it('says Invalid date after leaving an unparseable text, and clears it once fixed', () => {
    render(<Harness initial="2024-03-07" />);
    fireEvent.change(input(), { target: { value: '31/02/2024' } });
    expect(screen.getByTestId('iso').textContent).toBe('null');
    expect(screen.queryByText('Invalid date')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByText('Invalid date')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(), { target: { value: '29/02/2024' } });
    expect(screen.queryByText('Invalid date')).toBeNull();
    expect(screen.getByTestId('iso').textContent).toBe('2024-02-29');
  });
});
