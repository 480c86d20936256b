// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdditionalInformation, flaAmountText } from './training-facts';

afterEach(cleanup);

describe('the FLA amount as the training page shows it', () => {
  it('days with half days, one day, hours as h:mm', () => {
    expect(flaAmountText({ training_amount_selection: 'days', training_amount_days: 2.5, training_amount_minutes: null })).toBe('2.5 days');
    expect(flaAmountText({ training_amount_selection: 'days', training_amount_days: 1, training_amount_minutes: null })).toBe('1 day');
    expect(flaAmountText({ training_amount_selection: 'minutes', training_amount_days: null, training_amount_minutes: 450 })).toBe('7:30 hours');
    expect(flaAmountText({ training_amount_selection: 'minutes', training_amount_days: null, training_amount_minutes: 65 })).toBe('1:05 hours');
    expect(flaAmountText({ training_amount_selection: null, training_amount_days: null, training_amount_minutes: null })).toBe('');
  });
});

describe('additional information (trainings.md section 5: truncated above 45 characters)', () => {
  it('45 characters are shown whole, with no toggle', () => {
    render(<AdditionalInformation text={'a'.repeat(45)} />);
    expect(screen.getByText('a'.repeat(45))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('46 characters show the first 50 (all of them) and show more / show less', () => {
    const long = `${'b'.repeat(60)} end`;
    render(<AdditionalInformation text={long} />);
    expect(screen.getByText(`${'b'.repeat(50)}…`)).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText(long)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'show less' }));
    expect(screen.getByText(`${'b'.repeat(50)}…`)).toBeTruthy();
  });

  it('nothing at all without text', () => {
    const { container } = render(<AdditionalInformation text={null} />);
    expect(container.textContent).toBe('');
  });
});
