// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyTrainingDraft, trainingErrors, type TrainingDraft } from '../../../shared/trainings/training-rules';
import { FlaSection } from './fla-section';
import { amountHint } from './amount-field';

afterEach(cleanup);

/** The block with the shared rules' errors shown at once, as after a refused save. */
function Block({ start }: { start?: Partial<TrainingDraft> }) {
  const [draft, setDraft] = useState<TrainingDraft>({ ...emptyTrainingDraft(), name: 'x', cost: '1', falls_under_fla: 1, ...start });
  const errors = trainingErrors(draft, 'single', true);
  return <FlaSection draft={draft} errors={errors} onChange={(p) => setDraft((d) => ({ ...d, ...p }))} onDateValidity={() => undefined} />;
}
const SPAN = { start_date: '2026-03-01', end_date: '2026-03-03' };
const days = () => screen.getByRole('spinbutton', { name: /Amount in days/ }) as HTMLInputElement;
const text = () => document.body.textContent ?? '';

describe('FlaSection', () => {
  it('hides the block until Falls under FLA is switched on', () => {
    render(<Block start={{ falls_under_fla: 0 }} />);
    expect(screen.queryByLabelText(/Start date/)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Falls under FLA' }));
    expect(screen.getByLabelText(/Start date/)).toBeTruthy();
    expect(text()).toContain('please fill the start date');
  });

  it('says when the start is after the end', () => {
    render(<Block start={{ start_date: '2026-03-04', end_date: '2026-03-03' }} />);
    expect(text()).toContain('the start date cannot be after the end date');
  });

  it('rounds days to the nearest half day when the field is left, and refuses more than the span', () => {
    render(<Block start={{ ...SPAN, training_amount_selection: 'days' }} />);
    expect(text()).toContain('at most 3 days');
    fireEvent.change(days(), { target: { value: '1.3' } });
    fireEvent.blur(days());
    expect(days().value).toBe('1.5');
    fireEvent.change(days(), { target: { value: '3' } });
    fireEvent.blur(days());
    expect(text()).not.toContain('days amount error');
    fireEvent.change(days(), { target: { value: '3.5' } });
    fireEvent.blur(days());
    expect(text()).toContain('days amount error');
  });

  it('takes minutes through the picker, at most 600 a day of the span', () => {
    render(<Block start={{ start_date: '2026-03-01', end_date: '2026-03-01', training_amount_selection: 'minutes' }} />);
    expect(text()).toContain('at most 10:00');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hours' }), { target: { value: '10' } });
    expect(text()).not.toContain('training hours amount error');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes' }), { target: { value: '01' } });
    expect(text()).toContain('training hours amount error');
  });

  it('switches between days and minutes', () => {
    render(<Block start={SPAN} />);
    expect(text()).toContain('please fill the training amount');
    fireEvent.click(screen.getByRole('radio', { name: 'Hours and minutes' }));
    expect(screen.getByRole('group', { name: 'Amount in hours' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Days' }));
    expect(days()).toBeTruthy();
  });
});

describe('amountHint', () => {
  it('gives the most the span allows, or asks for the dates', () => {
    expect(amountHint('2026-03-01', '2026-03-02', 'days')).toBe('at most 2 days');
    expect(amountHint('2026-03-01', '2026-03-02', 'minutes')).toBe('at most 20:00');
    expect(amountHint(null, '2026-03-02', 'days')).toBe('the maximum follows from the start and end date');
  });
});
