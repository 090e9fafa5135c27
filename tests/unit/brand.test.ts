import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {fileNameOf, logoFiles, logoVector, socialMediaKits, usageRules} from '@/content/brand';

const publicFile = (url: string) => path.join(__dirname, '..', '..', 'public', url);

describe('brand files', () => {
  it('every listed logo file exists under public/ with the format it claims', () => {
    for (const file of [...logoFiles.map((entry) => entry.path), logoVector]) expect(existsSync(publicFile(file))).toBe(true);
    for (const file of logoFiles) {
      const head = readFileSync(publicFile(file.path)).subarray(0, 8);
      if (file.format === 'PNG') {
        expect(head.toString('latin1', 1, 4)).toBe('PNG');
        // Width from the IHDR chunk: print-ready, not a thumbnail.
        expect(readFileSync(publicFile(file.path)).readUInt32BE(16)).toBeGreaterThanOrEqual(2000);
      } else {
        expect(head.toString('latin1', 0, 5)).toBe('%PDF-');
      }
    }
  });

  it('the .ai file is a well-formed PDF whose cross-reference table points at its objects', () => {
    const pdf = readFileSync(publicFile('/brand/panlar-2026-logo.ai')).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/(\d{10}) 00000 n/g)].map((match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(3);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('saves each file under the last segment of its URL', () => {
    expect(fileNameOf('/brand/panlar-2026-logo-white.png')).toBe('panlar-2026-logo-white.png');
    expect(fileNameOf('/brand/logo%20final.ai?v=2')).toBe('logo final.ai');
    expect(new Set(logoFiles.map((file) => fileNameOf(file.path))).size).toBe(logoFiles.length);
  });

  it('lists four social formats and six usage rules', () => {
    expect(socialMediaKits.map((kit) => `${kit.width}x${kit.height}`)).toEqual(['1080x1080', '820x312', '1584x396', '1080x1920']);
    expect(usageRules).toHaveLength(6);
  });
});
