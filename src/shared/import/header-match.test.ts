import { describe, expect, it } from 'vitest';
import { importTargetOf } from '../sync/import-targets';
import { matchHeaders } from './header-match';

const carImport = importTargetOf('car')!;

describe('matching a file’s headers to the fields', () => {
  it('knows the English labels and the original product’s Dutch and French headers', () => {
    expect(matchHeaders(['Plate', 'Brand', 'Model', 'Fuel', 'Catalogue value'], carImport.fields)).toEqual([
      'plate',
      'brand',
      'model',
      'fuel',
      'catalogue_value',
    ]);
    expect(matchHeaders(['Nummerplaat', 'Merk', 'Brandstof', 'Eerste inschrijving', 'Werknemer'], carImport.fields)).toEqual([
      'plate',
      'brand',
      'fuel',
      'date_first_registration',
      'person',
    ]);
    expect(matchHeaders(['Immatriculation', 'Marque', 'Modèle', 'Carburant', 'Valeur catalogue'], carImport.fields)).toEqual([
      'plate',
      'brand',
      'model',
      'fuel',
      'catalogue_value',
    ]);
  });

  it('ignores case, accents and punctuation, reads a header that starts with a name, gives each field one column, and leaves the rest', () => {
    expect(matchHeaders(['  LICENSE-PLATE ', 'Plate (BE)', 'CO2 WLTP (g/km)', 'Favourite colour of the driver?', 'Notes'], carImport.fields)).toEqual([
      'plate',
      null,
      'co2_g_km_wltp',
      null,
      'specifics',
    ]);
    expect(matchHeaders(['Kleur auto'], carImport.fields)).toEqual(['color']);
    expect(matchHeaders(['', 'Something else'], carImport.fields)).toEqual([null, null]);
  });
});
