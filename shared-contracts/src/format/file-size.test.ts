import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes octets, Ko and Mo with a French decimal comma', () => {
    expect(formatFileSize(512)).toBe('512\u00a0octets');
    expect(formatFileSize(250_880)).toBe('245\u00a0Ko');
    expect(formatFileSize(1_258_291)).toBe('1,2\u00a0Mo');
    expect(formatFileSize(5_242_880)).toBe('5\u00a0Mo');
  });

  it('writes nothing for an unknown size', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
});
