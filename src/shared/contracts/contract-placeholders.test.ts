import { describe, expect, it } from 'vitest';
import { companyHashtags, fillPlaceholders, isKnownShortcode, placeholderValues, shortcodesIn, UNFILLED_CLASS } from './contract-placeholders';

const person = { first_name: 'Emma', last_name: 'Janssens', email: 'emma@demo.test', joined: '2024-03-01', team: 'Sales', manager: 'Sem Jacobs' };

describe('placeholders', () => {
  it('finds each shortcode once, in order, spaces inside the braces allowed', () => {
    expect(shortcodesIn('<p>{{person.first_name}} {{ car.plate }} {{person.first_name}} {{custom.notice_period}}</p>')).toEqual([
      'person.first_name',
      'car.plate',
      'custom.notice_period',
    ]);
  });

  it('knows the built-in ones and takes any custom one', () => {
    expect(isKnownShortcode('person.first_name')).toBe(true);
    expect(isKnownShortcode('custom.anything')).toBe(true);
    expect(isKnownShortcode('person.salary')).toBe(false);
    expect(isKnownShortcode('constructor.name')).toBe(false);
  });

  it('fills values as text, dates as dd/mm/yyyy, money with its currency, and marks the ones without a value', () => {
    const values = placeholderValues({
      person,
      company: { name: 'Demo Company' },
      car: {
        brand: 'BMW',
        model: 'X1',
        plate: '1-ABC-123',
        chassis_number: null,
        color: null,
        fuel: 'Diesel',
        catalogue_value: '45000.00',
        date_first_registration: '2023-02-06',
      },
      custom: { notice_period: 'three months' },
    });
    const { html, unfilled } = fillPlaceholders(
      '<p>{{person.full_name}} joined {{person.joined}}; {{car.brand}} {{car.plate}} at {{car.catalogue_value}}, colour {{car.color}}; notice {{custom.notice_period}}, salary {{custom.gross_salary}}.</p>',
      values,
    );
    expect(html).toBe(
      `<p>Emma Janssens joined 01/03/2024; BMW 1-ABC-123 at €45,000.00, colour <mark class="${UNFILLED_CLASS}" data-shortcode="car.color">{{car.color}}</mark>; notice three months, salary <mark class="${UNFILLED_CLASS}" data-shortcode="custom.gross_salary">{{custom.gross_salary}}</mark>.</p>`,
    );
    expect(unfilled).toEqual(['car.color', 'custom.gross_salary']);
  });

  it('escapes values, so a name or a custom value cannot add markup', () => {
    const values = placeholderValues({ person: { ...person, first_name: '<img src=x onerror=alert(1)>' }, custom: { x: '"><script>alert(1)</script>' } });
    const { html } = fillPlaceholders('<p>{{person.first_name}} {{custom.x}}</p>', values);
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('leaves a placeholder inside a tag (a link’s address) as written', () => {
    const { html } = fillPlaceholders('<a href="https://x.example/{{custom.x}}">{{custom.x}}</a>', placeholderValues({ custom: { x: 'y' } }));
    expect(html).toBe('<a href="https://x.example/{{custom.x}}">y</a>');
  });

  it('lists several assets by name and serial number, with their total price', () => {
    const values = placeholderValues({
      assets: [
        { name: 'Laptop', serial_number: 'SN1', price: '1299.00' },
        { name: 'Phone', serial_number: null, price: '800.50' },
      ],
    });
    expect(values.get('asset.list')).toBe('Laptop (SN1); Phone');
    expect(values.get('asset.count')).toBe('2');
    expect(values.get('asset.total_price')).toBe('€2,099.50');
  });

  it('offers the built-in placeholders and the custom ones the templates use, each once', () => {
    const tags = companyHashtags([{ content_html: '{{custom.notice_period}} {{custom.own_contribution}}' }, { content_html: '{{custom.notice_period}}' }]);
    expect(tags.filter((h) => h.group === 'custom').map((h) => [h.hashtag, h.label])).toEqual([
      ['{{custom.notice_period}}', 'Notice period'],
      ['{{custom.own_contribution}}', 'Own contribution'],
    ]);
    expect(tags.some((h) => h.shortcode === 'person.first_name')).toBe(true);
  });
});
