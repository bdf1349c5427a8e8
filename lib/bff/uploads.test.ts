import { isFileUpload } from './uploads';

describe('file uploads through the BFF', () => {
  test('only a base map’s file upload gets the larger body limit', () => {
    expect(isFileUpload('POST', 'site', ['baseMap', '12', 'file'])).toBe(true);
    expect(isFileUpload('PUT', 'site', ['baseMap', '12', 'file'])).toBe(false);
    expect(isFileUpload('POST', 'site', ['baseMap', '12'])).toBe(false);
    expect(isFileUpload('POST', 'site', ['baseMap', 'x', 'file'])).toBe(false);
    expect(isFileUpload('POST', 'site', ['baseMap', '0', 'file'])).toBe(false);
    expect(isFileUpload('POST', 'hj', ['baseMap', '12', 'file'])).toBe(false);
    expect(isFileUpload('POST', 'site', ['baseMap', '12', 'file', 'more'])).toBe(false);
  });
});
