import { saveBlob } from './save-blob';

describe('saveBlob', () => {
  it('clicks a link to the file under its name, then releases the URL', () => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    saveBlob(blob, 'recu-fiscal-2026-000001.pdf');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked[0]!.download).toBe('recu-fiscal-2026-000001.pdf');
    expect(clicked[0]!.href).toBe('blob:file');
    expect(document.querySelector('a[download]')).toBeNull();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
    click.mockRestore();
    jest.useRealTimers();
  });
});
