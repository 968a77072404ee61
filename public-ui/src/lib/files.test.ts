import { describe, expect, it } from 'vitest';
import { fileKind, previewKind, sameOriginPath } from './files';

describe('file helpers', () => {
  it('derives the icon from the extension', () => {
    expect(fileKind('letter.PDF')).toBe('pdf');
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.gif', 'a.bmp', 'a.webp', 'a.tiff', 'a.svg']) expect(fileKind(name)).toBe('image');
    expect(fileKind('a.doc')).toBe('word');
    expect(fileKind('a.docx')).toBe('word');
    expect(fileKind('archive.zip')).toBe('other');
    expect(fileKind('noextension')).toBe('other');
  });

  it('previews only what a browser shows inline', () => {
    expect(previewKind('a.pdf')).toBe('pdf');
    expect(previewKind('a.png')).toBe('image');
    expect(previewKind('a.tiff')).toBeNull();
    expect(previewKind('a.docx')).toBeNull();
  });

  it('keeps only the path of a signed link and adds the inline disposition', () => {
    const url = 'http://localhost:3000/api/files/abc?expires=1&signature=x';
    expect(sameOriginPath(url)).toBe('/api/files/abc?expires=1&signature=x');
    expect(sameOriginPath(url, 'inline')).toBe('/api/files/abc?expires=1&signature=x&disposition=inline');
  });
});
