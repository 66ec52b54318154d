import { describe, expect, it } from 'vitest';
import { auditActionName, auditEntityName, formatAuditValue } from './audit-values';

describe('formatAuditValue', () => {
  it('shows money, lookups, flags, dates and empties as the screens do', () => {
    expect(formatAuditValue('nte', 1250.5)).toBe('$1,250.50');
    expect(formatAuditValue('priorityid', 1)).toBe('Emergency');
    expect(formatAuditValue('statusid', 9)).toBe('Dispatched');
    expect(formatAuditValue('vendorid', 42)).toBe('42');
    expect(formatAuditValue('flagged', true)).toBe('Yes');
    expect(formatAuditValue('description', null)).toBe('(empty)');
    expect(formatAuditValue('duedate', '2025-06-30T00:00:00+00:00')).toBe('06/30/2025');
    expect(formatAuditValue('dispatchdate', '2025-06-30T14:05:00+00:00')).toMatch(/^06\/30\/2025 /);
  });

  it('shows rich text as plain words and never as markup', () => {
    const shown = formatAuditValue(
      'description',
      '<p>Water on the <strong>floor</strong><img src=x onerror=alert(1)></p>',
    );
    expect(shown).toBe('Water on the floor');
    expect(formatAuditValue('briefdescription', 'a < b and c > d')).toBe('a < b and c > d');
  });

  it('shows plain text as typed, markup and all (a name is never read as HTML)', () => {
    const name = 'Acme <img src=x onerror=alert(1)><script>x()</script> <b>West</b>';
    expect(formatAuditValue('customername', name)).toBe(name);
    expect(formatAuditValue('note', '<p>Call first</p>')).toBe('<p>Call first</p>');
  });

  it('names tables and actions in words', () => {
    expect(auditEntityName('workordervendor')).toBe('Vendor Line');
    expect(auditActionName('insert')).toBe('Added');
    expect(auditActionName('delete')).toBe('Removed');
  });
});
