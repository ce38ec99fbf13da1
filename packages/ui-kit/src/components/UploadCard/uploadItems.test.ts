import { formatFileSize, uploadListHeight } from './uploadItems';

describe('uploadListHeight', () => {
  it('grows by 85 per item up to 340 for more than four items', () => {
    expect(uploadListHeight(0)).toBe(0);
    expect(uploadListHeight(1)).toBe(85);
    expect(uploadListHeight(3)).toBe(255);
    expect(uploadListHeight(4)).toBe(340);
    expect(uploadListHeight(9)).toBe(340);
  });
});

describe('formatFileSize', () => {
  it('uses binary units', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(49_357)).toBe('48.2 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
