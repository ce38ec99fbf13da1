import { INVALID_HEX_COLOR_MESSAGE, isValidHexColor, normalizeHexColor, textColorFor, validateHexColor } from './color';

describe('hex colours', () => {
  it.each(['#fff', 'fff', '#0B2F5B', '0b2f5b', ' #abc '])('accepts %s', (value) => {
    expect(isValidHexColor(value)).toBe(true);
  });

  it.each(['', '#ff', '#ffff', '#fffffff', '#ggg', 'red', '##fff', null, undefined])('rejects %s', (value) => {
    expect(isValidHexColor(value)).toBe(false);
    expect(validateHexColor(value)).toBe(INVALID_HEX_COLOR_MESSAGE);
  });

  it('uses the spec message', () => {
    expect(INVALID_HEX_COLOR_MESSAGE).toBe('Invalid HEX color.');
  });

  it('normalises to lower-case six digits with a leading #', () => {
    expect(normalizeHexColor('ABC')).toBe('#aabbcc');
    expect(normalizeHexColor('#0B2F5B')).toBe('#0b2f5b');
    expect(normalizeHexColor('#12')).toBeNull();
  });
});

describe('textColorFor', () => {
  it('puts white text on dark backgrounds and black on light ones', () => {
    expect(textColorFor('#0b2f5b')).toBe('#ffffff');
    expect(textColorFor('#000')).toBe('#ffffff');
    expect(textColorFor('#f5c400')).toBe('#000000');
    expect(textColorFor('#fff')).toBe('#000000');
  });

  it('switches exactly at a brightness of 150', () => {
    // Grey 150 has brightness 150 → black; grey 149 → white.
    expect(textColorFor('#969696')).toBe('#000000');
    expect(textColorFor('#959595')).toBe('#ffffff');
  });

  it('falls back to black for an invalid colour', () => {
    expect(textColorFor('nope')).toBe('#000000');
  });
});
