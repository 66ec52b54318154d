import { PREVIEWABLE_EXTENSIONS } from '@dispatchwise/shared';
import { describe, expect, it } from 'vitest';
import { downloadNameOf, previewKindOf } from './file-kinds';

const WITHOUT_GIF = PREVIEWABLE_EXTENSIONS.filter((extension) => extension !== 'gif');

describe('preview or download by extension (spec B section 7, spec C 2.7)', () => {
  it('previews jpg, jpeg, png and gif as images and pdf, html and txt in a frame', () => {
    expect(previewKindOf('a_1.jpg')).toBe('image');
    expect(previewKindOf('a_1.JPEG')).toBe('image');
    expect(previewKindOf('a_1.png')).toBe('image');
    expect(previewKindOf('a_1.gif')).toBe('image');
    expect(previewKindOf('a_1.pdf')).toBe('frame');
    expect(previewKindOf('a_1.html')).toBe('frame');
    expect(previewKindOf('a_1.txt')).toBe('frame');
  });

  it('downloads everything else, and what an owner leaves out of its list (gif on a work order)', () => {
    expect(previewKindOf('a_1.gif', WITHOUT_GIF)).toBeNull();
    expect(previewKindOf('a_1.png', WITHOUT_GIF)).toBe('image');
    expect(previewKindOf('a_1.docx')).toBeNull();
    expect(previewKindOf('a_1.htm')).toBeNull();
    expect(previewKindOf('README_1')).toBeNull();
  });

  it('saves under the display name, keeping the stored extension when the name lost it', () => {
    expect(downloadNameOf({ filename: 'quote_1.pdf', displayname: 'quote.pdf' })).toBe('quote.pdf');
    expect(downloadNameOf({ filename: 'quote_1.pdf', displayname: 'Signed quote' })).toBe('Signed quote.pdf');
    expect(downloadNameOf({ filename: 'quote_1.pdf', displayname: null })).toBe('quote_1.pdf');
    expect(downloadNameOf({ filename: 'README_1', displayname: 'README' })).toBe('README');
  });
});
