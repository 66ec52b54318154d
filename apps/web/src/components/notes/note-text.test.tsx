import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isHtmlNote, noteToPlainText, NoteText } from './note-text';

describe('note text (the allow-list renderer)', () => {
  it('tells HTML notes from plain text', () => {
    expect(isHtmlNote('Called the site')).toBe(false);
    expect(isHtmlNote('a < b and c > d')).toBe(false);
    expect(isHtmlNote('<p>Roof</p>')).toBe(true);
  });

  it('reads the text without tags, words kept apart by blocks and breaks, scripts and styles dropped', () => {
    expect(noteToPlainText('Plain  text stays as typed')).toBe('Plain  text stays as typed');
    expect(noteToPlainText('<p>Roof leak <strong>fixed</strong></p><p>Next</p>')).toBe(
      'Roof leak fixed Next',
    );
    expect(noteToPlainText('one<br>two<script>alert(1)</script><style>p{}</style>')).toBe('one two');
  });

  it('keeps formatting tags only: no attributes, no handlers, links only to http(s) and mailto', () => {
    const { container } = render(
      <NoteText text='<p onclick="x()" style="color:red">Hi <a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a></p><img src=x onerror="y()"><iframe src="https://e.test"></iframe>' />,
    );
    const box = container.querySelector('.note-text')!;
    expect(box.querySelector('p')!.getAttributeNames()).toEqual([]);
    expect(box.querySelectorAll('a')).toHaveLength(1);
    expect(box.querySelector('a')!.getAttribute('href')).toBe('https://example.com');
    expect(box.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('img, iframe, [onclick], [onerror], [style]')).toBeNull();
    expect(box.textContent).toBe('Hi bad ok');
  });
});
