import { describe, expect, it } from 'vitest';
import { allowedBack, backLabel, trainingBack, withBack } from './training-back';

const P = '0190a1b2-0000-7000-8000-000000000001';

describe('the training page’s back link (trainings.md section 2)', () => {
  it('honours back= from a person’s trainings, a program, the inbox, insights or the list', () => {
    expect(trainingBack(`/people/${P}/trainings`, null)).toEqual({ to: `/people/${P}/trainings`, kind: 'person', id: P });
    expect(trainingBack(`/people/${P}/trainings?page=2`, null).to).toBe(`/people/${P}/trainings?page=2`);
    expect(trainingBack(`/trainings/programs/${P}`, null)).toEqual({ to: `/trainings/programs/${P}`, kind: 'program', id: P });
    expect(trainingBack('/inbox/trainings/42', null).kind).toBe('inbox');
    expect(trainingBack('/insights', null).kind).toBe('insights');
    expect(trainingBack('/trainings?segment=all&page=3', null)).toEqual({ to: '/trainings?segment=all&page=3', kind: 'list', id: null });
  });

  it('ignores any other page, another site and look-alikes', () => {
    for (const raw of [
      '/fleet',
      '//evil.test/inbox',
      'https://evil.test/trainings',
      '/inboxes',
      '/insightsx',
      `/people/${P}`,
      `/people/${P}/trainingsx`,
      '/trainings/abc',
      '',
    ]) {
      expect(allowedBack(raw)).toBeNull();
    }
    expect(allowedBack(null)).toBeNull();
  });

  it('without a usable back=, a session returns to its program and a training to the list', () => {
    expect(trainingBack(null, P)).toEqual({ to: `/trainings/programs/${P}`, kind: 'program', id: P });
    expect(trainingBack('/fleet', P).kind).toBe('program');
    expect(trainingBack(null, null)).toEqual({ to: '/trainings', kind: 'list', id: null });
  });

  it('keeps back= on the links onwards, encoded, and drops one it would not honour', () => {
    expect(withBack('/trainings/t1/employees/p1', `/people/${P}/trainings?page=2`)).toBe(
      `/trainings/t1/employees/p1?back=${encodeURIComponent(`/people/${P}/trainings?page=2`)}`,
    );
    expect(withBack('/trainings/t1', '//evil.test')).toBe('/trainings/t1');
    expect(withBack('/trainings/t1', null)).toBe('/trainings/t1');
  });

  it('names where it goes', () => {
    expect(backLabel({ to: '', kind: 'person', id: P }, 'Emma Janssens')).toBe('Trainings of Emma Janssens');
    expect(backLabel({ to: '', kind: 'person', id: P }, null)).toBe('Trainings of the person');
    expect(backLabel({ to: '', kind: 'program', id: P }, 'Leadership')).toBe('Leadership');
    expect(backLabel({ to: '', kind: 'list', id: null }, null)).toBe('Trainings');
  });
});
