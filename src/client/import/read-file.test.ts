import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FileProblem, readImportFile } from './read-file';

const bytesOf = (text: string, encoding: 'utf8' | 'latin1' = 'utf8') => {
  const buf = Buffer.from(text, encoding);
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
};

describe('reading an import file on the device', () => {
  it('reads a CSV with ; separators, comma decimals, quotes, a BOM and Windows line ends', async () => {
    const text = '\uFEFFNummerplaat;Merk;Cataloguswaarde;Opmerkingen\r\n1-ABC-123;Škoda;35000,50;"a; b ""c"""\r\n\r\n2-XYZ-987;BMW;45000;\r\n';
    const sheet = await readImportFile('vloot.csv', bytesOf(text));
    expect(sheet.headers).toEqual(['Nummerplaat', 'Merk', 'Cataloguswaarde', 'Opmerkingen']);
    expect(sheet.rows).toEqual([
      ['1-ABC-123', 'Škoda', '35000,50', 'a; b "c"'],
      ['2-XYZ-987', 'BMW', '45000', ''],
    ]);
    expect(sheet.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a comma CSV saved as Windows-1252 (accents kept)', async () => {
    const sheet = await readImportFile('fleet.csv', bytesOf('Marque,Modèle\nRenault,Mégane\n', 'latin1'));
    expect(sheet.headers).toEqual(['Marque', 'Modèle']);
    expect(sheet.rows).toEqual([['Renault', 'Mégane']]);
  });

  it('reads the biggest sheet of an .xlsx: dates as days, numbers, formulas as results, rich text', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Read me').addRow(['Fill in the next sheet']);
    const sheet = book.addWorksheet('Fleet');
    sheet.addRow(['Plate', 'First registration', 'Catalogue value', 'Total', 'Brand']);
    sheet.addRow(['1-ABC-123', new Date(Date.UTC(2024, 1, 29)), 35000.5, { formula: 'C2*2', result: 71001 }, { richText: [{ text: 'Sko' }, { text: 'da' }] }]);
    sheet.addRow([]);
    sheet.addRow(['2-XYZ-987', null, 45000, null, 'BMW']);
    // As LibreOffice saves a Belgian file's dates, and a US one.
    sheet.getCell('B2').numFmt = '[$-813]DD/MM/YYYY;@';
    sheet.addRow(['3-DEF-456', new Date(Date.UTC(2023, 10, 5)), 1, null, 'Audi']).getCell(2).numFmt = 'm/d/yy';
    const buf = await book.xlsx.writeBuffer();
    const read = await readImportFile('fleet.xlsx', buf as ArrayBuffer);
    expect(read.headers).toEqual(['Plate', 'First registration', 'Catalogue value', 'Total', 'Brand']);
    expect(read.rows).toEqual([
      ['1-ABC-123', '2024-02-29', '35000.5', '71001', 'Skoda'],
      ['2-XYZ-987', '', '45000', '', 'BMW'],
      ['3-DEF-456', '2023-11-05', '1', '', 'Audi'],
    ]);
    // The preview shows each date as the file does.
    expect(read.shown.map((r) => r[1])).toEqual(['29/02/2024', '', '11/5/23']);
    sheet.getCell('B2').numFmt = 'mm/dd/yy';
    const saved = await readImportFile('fleet.xlsx', (await book.xlsx.writeBuffer()) as ArrayBuffer);
    expect(saved.shown[0]![1]).toBe('29/02/2024');
  });

  it('says what is wrong with a file it cannot use', async () => {
    await expect(readImportFile('fleet.pdf', bytesOf('%PDF'))).rejects.toThrow(FileProblem);
    await expect(readImportFile('fleet.xlsx', bytesOf('not a zip'))).rejects.toThrow('This file cannot be read');
    await expect(readImportFile('empty.csv', bytesOf('Plate;Brand\n'))).rejects.toThrow('This file has no rows under its header.');
  });
});
