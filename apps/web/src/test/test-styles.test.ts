import { describe, expect, it } from 'vitest';
import { keepPropertiesTestsRead } from './test-styles';

describe('keepPropertiesTestsRead', () => {
  it('keeps visibility and pointer-events declarations, in media queries too, and drops the rest', () => {
    expect(keepPropertiesTestsRead('.css-a{display:flex;padding:8px;color:red;}')).toBe(
      '.css-a{display:flex;}',
    );
    expect(keepPropertiesTestsRead('.css-b.Mui-disabled{pointer-events:none;cursor:default;}')).toBe(
      '.css-b.Mui-disabled{pointer-events:none;}',
    );
    expect(keepPropertiesTestsRead('@media (min-width:600px){.css-c{visibility:hidden;margin:0;}}')).toBe(
      '@media (min-width:600px){.css-c{visibility:hidden;}}',
    );
  });

  it('drops rules left empty and animations', () => {
    expect(keepPropertiesTestsRead('.css-d{padding:8px;}')).toBe('');
    expect(keepPropertiesTestsRead('@keyframes spin{0%{opacity:0;}100%{opacity:1;}}')).toBe('');
  });
});
