import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { ParticipantStatus, ParticipantResult } from '../../../shared/trainings/trainings.schema';
import type { ParticipantView } from '../data/use-training-data';
import { commonValue, filterCounts, shownRows, toChange } from './bulk-edit-logic';

const view = (id: string, name: string, status: ParticipantStatus, result: ParticipantResult = 'to_be_completed'): ParticipantView => ({
  participant: { id, training_id: 't', employee_id: `e-${id}`, person_name: name, avatar: null, status, result, created_at: '', version: 1, updated_at: '' },
  name,
  avatar: null,
  team_ids: [],
});
const views = [view('1', 'Émile Dubois', 'reserved'), view('2', 'Ann Smit', 'followed', 'passed'), view('3', 'Bob Jansen', 'reserved')];

describe('the status and result bulk pages', () => {
  it('count every value for the filter, all first', () => {
    expect(filterCounts('status', views)).toEqual([
      { value: 'all', count: 3 },
      { value: 'followed', count: 1 },
      { value: 'not_pursued', count: 0 },
      { value: 'not_fitting', count: 0 },
      { value: 'reserved', count: 2 },
    ]);
    expect(filterCounts('result', views).map((c) => c.count)).toEqual([3, 1, 0, 0, 0, 2]);
  });

  it('show the rows of the filter whose name matches, accents folded', () => {
    expect(shownRows('status', views, 'reserved', '').map((v) => v.name)).toEqual(['Émile Dubois', 'Bob Jansen']);
    expect(shownRows('status', views, 'all', 'emile').map((v) => v.name)).toEqual(['Émile Dubois']);
    expect(shownRows('result', views, 'passed', 'bob')).toEqual([]);
  });

  it("say the selection's common value or 'mixed', and change only those without the new value", () => {
    expect(commonValue('status', views)).toBe(messages.trainings.mixed);
    expect(commonValue('status', [views[0]!, views[2]!])).toBe('Reserved');
    expect(commonValue('result', [views[1]!])).toBe('Passed');
    expect(commonValue('status', [])).toBeNull();
    expect(toChange('status', views, 'followed').map((v) => v.participant.id)).toEqual(['1', '3']);
  });
});
