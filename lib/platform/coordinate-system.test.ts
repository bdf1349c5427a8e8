import { pointText } from './coordinate-system';

describe('a point as the reader sees it', () => {
  test('site metres x then y, to the centimetre', () => {
    expect(pointText('site', [1234.5678, 90.1])).toEqual(['1234.57', '90.10']);
  });
  test('grid northing first (X, as surveyors in China write it), then easting, to the millimetre', () => {
    expect(pointText('grid', [501_234.56789, 3_320_890.1234])).toEqual(['3320890.123', '501234.568']);
  });
  test('latitude first, then longitude, to 1e-8°', () => {
    expect(pointText('geographic', [114.0103645302, 30.0034871295])).toEqual(['30.00348713°', '114.01036453°']);
  });
});
