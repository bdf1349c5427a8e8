import { pinyinOf } from './pinyin';

describe('pinyinOf', () => {
  test('one toneless syllable per Han character', () => {
    expect(pinyinOf('用户管理')).toBe('yong hu guan li');
    expect(pinyinOf('夯锤标准')).toBe('hang chui biao zhun');
  });

  test('polyphonic characters are read in context', () => {
    expect(pinyinOf('银行')).toBe('yin hang');
    expect(pinyinOf('行驶')).toBe('xing shi');
    expect(pinyinOf('重新登录')).toBe('chong xin deng lu');
  });

  test('ü is typed as v', () => {
    expect(pinyinOf('绿色')).toBe('lv se');
  });

  test('Latin words and digits stay whole; punctuation separates', () => {
    expect(pinyinOf('SIM卡管理')).toBe('SIM ka guan li');
    expect(pinyinOf('Eureka注册中心')).toBe('Eureka zhu ce zhong xin');
    expect(pinyinOf('PDCA问题处理（2024）')).toBe('PDCA wen ti chu li 2024');
  });

  test('nothing to add without Han', () => {
    expect(pinyinOf('Users')).toBeUndefined();
    expect(pinyinOf('')).toBeUndefined();
  });

  test('answers repeat (cached) and stay equal', () => {
    expect(pinyinOf('用户管理')).toBe(pinyinOf('用户管理'));
  });
});
