import { describe, expect, it } from 'vitest';
import { attachmentPath, fileExtension, fileTimestamp, storedFileName } from './stored-file-name';

// 4 March 2026, 09:05:07.042 in the test's own time zone.
const NOW = new Date(2026, 2, 4, 9, 5, 7, 42);

describe('stored file names (spec B section 7: base, underscore, timestamp, extension)', () => {
  it('stamps yyyyMMddHHmmssSSS between the base and the extension', () => {
    expect(fileTimestamp(NOW)).toBe('20260304090507042');
    expect(storedFileName('invoice.pdf', NOW)).toBe('invoice_20260304090507042.pdf');
    expect(storedFileName('Site Photo 1.JPG', NOW)).toBe('Site Photo 1_20260304090507042.JPG');
    expect(storedFileName('archive.tar.gz', NOW)).toBe('archive.tar_20260304090507042.gz');
  });

  it('keeps names without an extension, and dot files, whole', () => {
    expect(storedFileName('README', NOW)).toBe('README_20260304090507042');
    expect(storedFileName('.env', NOW)).toBe('.env_20260304090507042');
    expect(storedFileName('trailing.', NOW)).toBe('trailing._20260304090507042');
  });

  it('makes the base safe for one path segment: no slashes, URL delimiters or control characters', () => {
    expect(storedFileName('../../etc/passwd', NOW)).toBe('passwd_20260304090507042');
    expect(storedFileName('C:\\Users\\me\\scan.png', NOW)).toBe('scan_20260304090507042.png');
    expect(storedFileName('quote #3?100%\u0007.pdf', NOW)).toBe('quote _3_100___20260304090507042.pdf');
    expect(storedFileName('.pdf', NOW)).toBe('.pdf_20260304090507042');
    expect(storedFileName('?.pdf', NOW)).toBe('__20260304090507042.pdf');
    expect(storedFileName(`${'a'.repeat(300)}.pdf`, NOW)).toHaveLength(180 + 1 + 17 + 4);
    expect(storedFileName('', NOW)).toBe('file_20260304090507042');
  });

  it('gives the extension in lower case for the preview rule, and the record path', () => {
    expect(fileExtension('Site Photo 1_20260304090507042.JPG')).toBe('jpg');
    expect(fileExtension('README_20260304090507042')).toBe('');
    expect(attachmentPath({ area: 'workorder', id: 42 }, 'invoice_20260304090507042.pdf')).toBe(
      'workorder/42/invoice_20260304090507042.pdf',
    );
    expect(attachmentPath({ area: 'vendor', id: 7 }, 'w9_20260304090507042.pdf')).toBe(
      'vendor/7/w9_20260304090507042.pdf',
    );
  });
});
