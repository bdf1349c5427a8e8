import { SCORE, matchField, normaliseToken, prepareField, scoreFields, tokenise } from './fuzzy';

const starts = (text: string) => {
  const { chars, starts: s } = prepareField(text);
  return Array.from(chars)
    .map((c, i) => (s[i] ? c.toUpperCase() : c))
    .join('');
};

describe('prepareField', () => {
  test('drops separators and lower-cases', () => {
    expect(prepareField('Spare-Part Records').chars).toBe('sparepartrecords');
    expect(prepareField('yong hu guan li').chars).toBe('yonghuguanli');
  });

  test('word starts: camel humps, acronyms, digits, every Han character', () => {
    expect(starts('userManager')).toBe('UserManager');
    expect(starts('SIMCardManager')).toBe('SimCardManager');
    expect(starts('yong hu guan li')).toBe('YongHuGuanLi');
    expect(starts('SIM卡管理')).toBe('Sim卡管理');
    expect(prepareField('用户管理').starts).toEqual([true, true, true, true]);
    expect(starts('report2024x')).toBe('Report2024X');
  });
});

describe('tokens', () => {
  test('whitespace splits; punctuation goes; case folds', () => {
    expect(tokenise('  User  man-ager ')).toEqual(['user', 'manager']);
    expect(tokenise('   ')).toEqual([]);
    expect(normaliseToken('用户/管理')).toBe('用户管理');
  });
});

describe('matchField', () => {
  const field = (t: string) => prepareField(t);

  test('kinds rank exact > prefix > word start > inside > abbreviation', () => {
    const exact = matchField('users', field('Users'));
    const prefix = matchField('user', field('userManager'));
    const wordStart = matchField('manager', field('userManager'));
    const inside = matchField('ser', field('userManager'));
    const abbreviation = matchField('um', field('userManager'));
    expect(exact).toBe(SCORE.exact);
    expect(prefix).toBeGreaterThan(wordStart);
    expect(wordStart).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(abbreviation);
    expect(abbreviation).toBeGreaterThan(0);
  });

  test('pinyin initials and full syllables', () => {
    const reading = field('yong hu guan li');
    expect(matchField('yhgl', reading)).toBeGreaterThan(0);
    expect(matchField('yonghu', reading)).toBeGreaterThan(matchField('yhgl', reading));
    expect(matchField('yhguanli', reading)).toBeGreaterThan(0);
  });

  test('an abbreviation must start at a word and only skip to word starts', () => {
    expect(matchField('hgl', field('yong hu guan li'))).toBeGreaterThan(0); // 户管理: h starts a word
    expect(matchField('ogl', field('yong hu guan li'))).toBe(0); // o is inside `yong`
    expect(matchField('yhgl', field('hjHammerStandardLogManager'))).toBe(0);
    expect(matchField('usrmgr', field('userManager'))).toBe(0);
    expect(matchField('usman', field('userManager'))).toBeGreaterThan(0);
  });

  test('Chinese substrings and character abbreviations', () => {
    expect(matchField('用户', field('用户管理'))).toBeGreaterThan(matchField('管理', field('用户管理')));
    expect(matchField('用管', field('用户管理'))).toBeGreaterThan(0);
    expect(matchField('管用', field('用户管理'))).toBe(0);
  });

  test('of two equal matches the shorter field wins', () => {
    expect(matchField('user', field('Users'))).toBeGreaterThan(matchField('user', field('User Records Archive')));
  });

  test('nothing matches an empty token or field', () => {
    expect(matchField('', field('Users'))).toBe(0);
    expect(matchField('a', field(''))).toBe(0);
  });
});

describe('scoreFields', () => {
  const fields = [
    { field: prepareField('Users'), weight: 1 },
    { field: prepareField('Base Configuration'), weight: 0.5 },
  ];

  test('every token must match somewhere', () => {
    expect(scoreFields(['base', 'users'], fields)).toBeGreaterThan(0);
    expect(scoreFields(['base', 'menus'], fields)).toBe(0);
  });

  test('a field counts by its weight', () => {
    expect(scoreFields(['users'], fields)).toBe(SCORE.exact);
    expect(scoreFields(['base'], fields)).toBeLessThan(SCORE.prefix * 0.5 + 0.001);
  });
});
