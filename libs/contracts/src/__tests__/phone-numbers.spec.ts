import { describe, expect, it } from '@jest/globals';
import { parsePhoneList, pickLanguage } from '../index.js';

describe('parsePhoneList: one phone rule for server and UI', () => {
  it('refuses numbers that are not valid international numbers, naming each', () => {
    expect(parsePhoneList('123')).toEqual({ ok: false, invalid: ['123'] });
    expect(parsePhoneList('+2348031234567, 12, abc')).toEqual({ ok: false, invalid: ['12', 'abc'] });
    expect(parsePhoneList('')).toEqual({ ok: false, invalid: [] });
    expect(parsePhoneList(42)).toEqual({ ok: false, invalid: [] });
  });

  it('takes Nigerian numbers typed 080... and stores every number as +country...', () => {
    expect(parsePhoneList('0803 123 4567')).toEqual({ ok: true, value: '+2348031234567', numbers: ['+2348031234567'] });
    expect(parsePhoneList(' +234 809 444 3333 ,+44 20 7946 0958, ')).toEqual({ ok: true, value: '+2348094443333, +442079460958', numbers: ['+2348094443333', '+442079460958'] });
  });
});

describe('pickLanguage', () => {
  it('reads the first supported language of Accept-Language, else English', () => {
    expect(pickLanguage('ha')).toBe('ha');
    expect(pickLanguage('fr-FR, yo;q=0.8, en;q=0.5')).toBe('yo');
    expect(pickLanguage('ig-NG')).toBe('ig');
    expect(pickLanguage('de')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});
