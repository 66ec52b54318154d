import { PREVIEWABLE_EXTENSIONS } from '@dispatchwise/shared';
import { describe, expect, it } from 'vitest';
import { downloadNameOf, previewKindOf, WORK_ORDER_PREVIEWABLE_EXTENSIONS } from './file-kinds';

describe('preview or download by extension (spec B section 7)', () => {
  it('previews jpg, jpeg and png as images and pdf, html and txt in a frame', () => {
    expect(previewKindOf('a_1.jpg')).toBe('image');
    expect(previewKindOf('a_1.JPEG')).toBe('image');
    expect(previewKindOf('a_1.png')).toBe('image');
    expect(previewKindOf('a_1.pdf')).toBe('frame');
    expect(previewKindOf('a_1.html')).toBe('frame');
    expect(previewKindOf('a_1.txt')).toBe('frame');
  });

  it('downloads everything else, gif included on a work order (the shared list has it for spec C)', () => {
    expect(PREVIEWABLE_EXTENSIONS).toContain('gif');
    expect(WORK_ORDER_PREVIEWABLE_EXTENSIONS).not.toContain('gif');
    expect(previewKindOf('a_1.gif')).toBeNull();
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
