import { sniffFileType } from '../../src/lib/sniff-file-type';
import { jpegBytes, mp4Bytes, pdfBytes, pngBytes, webmBytes } from '../helpers/files';

describe('file type sniffing', () => {
  it('recognises the accepted types by their first bytes', () => {
    expect(sniffFileType(pngBytes())?.mime).toBe('image/png');
    expect(sniffFileType(jpegBytes())?.mime).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('GIF89a......'))?.mime).toBe('image/gif');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0AVI LIST'))?.mime).toBe('video/x-msvideo');
    expect(sniffFileType(pdfBytes())?.mime).toBe('application/pdf');
    expect(sniffFileType(mp4Bytes())?.mime).toBe('video/mp4');
    expect(
      sniffFileType(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ')]))?.mime,
    ).toBe('video/quicktime');
    expect(sniffFileType(webmBytes())?.mime).toBe('video/webm');
    expect(sniffFileType(Buffer.from('OggS\0\x02'))?.mime).toBe('video/ogg');
    expect(
      sniffFileType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))?.mime,
    ).toBe('application/msword');
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('....[Content_Types].xml....word/document.xml'),
    ]);
    expect(sniffFileType(docx)?.extension).toBe('docx');
  });

  it('refuses what it does not know, including look-alikes', () => {
    expect(
      sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toBeUndefined();
    expect(sniffFileType(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(
      sniffFileType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('any.zip')])),
    ).toBeUndefined();
    expect(
      sniffFileType(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic')])),
    ).toBeUndefined();
    expect(sniffFileType(Buffer.alloc(0))).toBeUndefined();
  });
});
