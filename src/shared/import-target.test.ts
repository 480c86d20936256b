import { describe, expect, it } from 'vitest';
import { choiceCell, dateCell, moneyCell, peopleIndex, personCell, wholeCell, yesNoCell } from './import-target';

// A file's cells as the import reads them, on the device and on the server alike.

describe('cells of a file', () => {
  it('reads dates as files have them, and refuses a day that does not exist', () => {
    expect(dateCell('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(dateCell('07/03/2024')).toEqual({ ok: true, value: '2024-03-07' });
    expect(dateCell('7-3-2024')).toEqual({ ok: true, value: '2024-03-07' });
    expect(dateCell('07.03.2024')).toEqual({ ok: true, value: '2024-03-07' });
    // An Excel day number: 45000 is 2023-03-15.
    expect(dateCell('45000')).toEqual({ ok: true, value: '2023-03-15' });
    expect(dateCell('')).toEqual({ ok: true, value: null });
    expect(dateCell('31/02/2024')).toEqual({ ok: false, message: "'31/02/2024' is not a date: use dd/mm/yyyy or yyyy-mm-dd" });
    expect(dateCell('2023-02-29').ok).toBe(false);
  });

  it('reads amounts with comma decimals, thousands separators and a euro sign', () => {
    expect(moneyCell('35000,50')).toEqual({ ok: true, value: '35000.50' });
    expect(moneyCell('45.000,50')).toEqual({ ok: true, value: '45000.50' });
    expect(moneyCell('45,000.50')).toEqual({ ok: true, value: '45000.50' });
    expect(moneyCell('€ 12')).toEqual({ ok: true, value: '12' });
    expect(moneyCell('1 299,00')).toEqual({ ok: true, value: '1299.00' });
    expect(moneyCell('')).toEqual({ ok: true, value: null });
    expect(moneyCell('twelve')).toMatchObject({ ok: false, message: expect.stringContaining("'twelve'") });
    expect(moneyCell('-5').ok).toBe(false);
  });

  it('reads whole numbers, yes and no in three languages, and choices by key, label or another name', () => {
    expect(wholeCell('150')).toEqual({ ok: true, value: 150 });
    expect(wholeCell('150,0')).toEqual({ ok: true, value: 150 });
    expect(wholeCell('1.5').ok).toBe(false);
    for (const yes of ['ja', 'Oui', 'yes', 'X', '1']) expect(yesNoCell(yes)).toEqual({ ok: true, value: 1 });
    for (const no of ['nee', 'Non', 'no', '0']) expect(yesNoCell(no)).toEqual({ ok: true, value: 0 });
    expect(yesNoCell('misschien').ok).toBe(false);
    const labels = { gas: 'Petrol', diesel: 'Diesel' } as const;
    expect(choiceCell('Benzine', labels, { gas: ['benzine', 'essence'] })).toEqual({ ok: true, value: 'gas' });
    expect(choiceCell('PETROL', labels)).toEqual({ ok: true, value: 'gas' });
    expect(choiceCell('diesel', labels)).toEqual({ ok: true, value: 'diesel' });
    expect(choiceCell('Stoom', labels)).toEqual({ ok: false, message: "'Stoom' is not one of Petrol, Diesel" });
  });

  it('finds a person by email or by name (either order, accents and case aside), and says when a name is shared', () => {
    const people = peopleIndex([
      { id: 'a', name: 'Zoë Peeters', first_name: 'Zoë', last_name: 'Peeters', email: 'zoe@demo.test' },
      { id: 'b', name: 'Jan Maes', first_name: 'Jan', last_name: 'Maes', email: 'jan1@demo.test' },
      { id: 'c', name: 'Jan Maes', first_name: 'Jan', last_name: 'Maes', email: 'jan2@demo.test' },
    ]);
    expect(personCell('ZOE@demo.test', people)).toEqual({ ok: true, value: 'a' });
    expect(personCell('zoe peeters', people)).toEqual({ ok: true, value: 'a' });
    expect(personCell('Peeters Zoë', people)).toEqual({ ok: true, value: 'a' });
    expect(personCell('Jan Maes', people)).toEqual({ ok: false, message: "2 people are called 'Jan Maes': use their email" });
    expect(personCell('jan2@demo.test', people)).toEqual({ ok: true, value: 'c' });
    expect(personCell('Nobody', people)).toEqual({ ok: false, message: "No person 'Nobody' in the company" });
    expect(personCell('', people)).toEqual({ ok: true, value: null });
  });
});
