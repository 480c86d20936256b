import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { assignError, editError, emptyAssetDraft, matchingAssetTypes, normalizeAsset, pendingAssetsOf, sameTypeName } from './asset-rules';

const typeId = '0190d8a0-0000-7000-8000-0000000000a1';
const person = '0190d8a0-0000-7000-8000-0000000000b1';

describe('assigning an asset (fleet-and-assets.md section 5)', () => {
  it('asks for the asset first, then the person, then a valid price', () => {
    expect(assignError(emptyAssetDraft())).toEqual({ field: 'asset_type_id', message: 'please select asset' });
    expect(assignError({ ...emptyAssetDraft(), asset_type_id: typeId })).toEqual({ field: 'owner_employee_id', message: messages.validation.required });
    const ok = { ...emptyAssetDraft(), asset_type_id: typeId, owner_employee_id: person };
    expect(assignError(ok)).toBeNull();
    expect(assignError({ ...ok, price: '12,345' })?.message).toBe('too many decimals');
    expect(assignError({ ...ok, price: '-3' })?.message).toBe('must be positive');
    expect(assignError({ ...ok, price: 'abc' })?.message).toBe('invalid number');
  });

  it('does not ask a bulk item for a person (the people are step 2)', () => {
    expect(assignError({ ...emptyAssetDraft(), asset_type_id: typeId }, { needsPerson: false })).toBeNull();
  });

  it('saves money as a decimal string and empty text as null', () => {
    expect(normalizeAsset({ asset_type_id: typeId, owner_employee_id: person, price: '1299,5', vendor: '  Dell ', serial_number: ' ' })).toEqual({
      asset_type_id: typeId,
      owner_employee_id: person,
      price: '1299.5',
      vendor: 'Dell',
      serial_number: null,
    });
  });
});

describe('editing an asset', () => {
  it("says 'fill all forms' without an owner", () => {
    expect(editError({ ...emptyAssetDraft(), asset_type_id: typeId })).toEqual({ field: 'owner_employee_id', message: 'fill all forms' });
    expect(editError({ ...emptyAssetDraft(), asset_type_id: typeId, owner_employee_id: person, price: '1.005' })?.field).toBe('price');
  });
});

describe('pending assets and asset types', () => {
  it("lists a person's active assets by name", () => {
    const rows = [
      { id: 'c', asset_name: 'Monitor', owner_employee_id: person, deleted: 0 as const },
      { id: 'a', asset_name: 'Laptop', owner_employee_id: person, deleted: 0 as const },
      { id: 'b', asset_name: 'Headset', owner_employee_id: person, deleted: 1 as const },
      { id: 'd', asset_name: 'Badge', owner_employee_id: 'someone else', deleted: 0 as const },
    ];
    expect(pendingAssetsOf(rows, person)).toEqual([
      { asset_id: 'a', asset_name: 'Laptop' },
      { asset_id: 'c', asset_name: 'Monitor' },
    ]);
  });

  it('finds types by a part of their name, ignoring case and accents, in name order', () => {
    const types = [
      { id: '1', name: 'Écran 27"' },
      { id: '2', name: 'Laptop' },
      { id: '3', name: 'Docking station' },
    ];
    expect(matchingAssetTypes(types, 'ECRAN').map((t) => t.id)).toEqual(['1']);
    expect(matchingAssetTypes(types, '').map((t) => t.name)).toEqual(['Docking station', 'Écran 27"', 'Laptop']);
    expect(sameTypeName(' laptop', 'LAPTOP ')).toBe(true);
  });
});
