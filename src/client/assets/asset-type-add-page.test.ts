import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { typeNameError } from './asset-type-add-page';

const types = [{ name: 'Laptop' }, { name: 'Écran 27"' }];

describe('the asset type name', () => {
  it('is required and at most 100 characters', () => {
    expect(typeNameError('   ', types)).toBe(messages.assets.fillTypeName);
    expect(typeNameError('x'.repeat(101), types)).toBe(messages.validation.tooLong(100));
    expect(typeNameError('Docking station', types)).toBeUndefined();
  });

  it('may not repeat an existing type, case, accents and spaces ignored', () => {
    expect(typeNameError(' laptop ', types)).toBe(messages.assets.typeExists);
    expect(typeNameError('ecran 27"', types)).toBe(messages.assets.typeExists);
  });
});
