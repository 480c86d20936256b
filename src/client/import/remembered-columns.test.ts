// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedMapping, rememberMapping } from './remembered-columns';

beforeEach(() => localStorage.clear());

const HEADERS = ['Nummerplaat', 'Merk', 'Opmerking intern', 'Kleur'];
const AUTO = ['plate', 'brand', null, 'color'];
const FIELDS = ['plate', 'brand', 'color', 'specifics'];

describe('columns matched by hand', () => {
  it('come back for the next file with the same headers, and only for it', () => {
    expect(rememberedMapping('car', HEADERS, AUTO, FIELDS)).toEqual(AUTO);
    // The user maps the remark to Specifics and leaves the colour out.
    rememberMapping('car', HEADERS, AUTO, ['plate', 'brand', 'specifics', null]);
    expect(rememberedMapping('car', HEADERS, AUTO, FIELDS)).toEqual(['plate', 'brand', 'specifics', null]);
    expect(rememberedMapping('car', [...HEADERS, 'Extra'], [...AUTO, null], FIELDS)).toEqual([...AUTO, null]);
    expect(rememberedMapping('asset', HEADERS, AUTO, FIELDS)).toEqual(AUTO);
  });

  it('give way when the field is no longer offered, and keep one column per field', () => {
    rememberMapping('car', HEADERS, AUTO, ['plate', 'color', 'specifics', null]);
    expect(rememberedMapping('car', HEADERS, AUTO, ['plate', 'brand', 'color'])).toEqual(['plate', 'color', null, null]);
    // Back to the automatic match: nothing is kept.
    rememberMapping('car', HEADERS, AUTO, AUTO);
    expect(localStorage.length).toBe(0);
  });
});
