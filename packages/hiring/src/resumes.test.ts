import { Readable } from 'node:stream';

import { assert, property, string } from 'fast-check';
import { describe, expect, it } from 'vitest';

import { detectResumeType, displayFileName } from './resumes.ts';
import { sampleDocx, samplePdf, sampleExecutable, zipOf } from './testing/index.ts';

const detect = (bytes: Buffer) => detectResumeType(Readable.from([bytes]));

describe('detectResumeType', () => {
  it('knows a PDF and a Word document by their bytes', async () => {
    expect(await detect(samplePdf())).toBe('application/pdf');
    expect(await detect(sampleDocx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses an executable, a ZIP that is not a Word document, text and nothing', async () => {
    expect(await detect(sampleExecutable())).toBeUndefined();
    expect(await detect(zipOf({ 'notes.txt': 'hello' }))).toBeUndefined();
    expect(await detect(Buffer.from('Dear hiring manager, I am a PDF. Honestly.'))).toBeUndefined();
    expect(await detect(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('displayFileName', () => {
  it('keeps the last part of a name, on one line, without control characters', () => {
    expect(displayFileName('C:\\Users\\ana\\My CV.pdf')).toBe('My CV.pdf');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('cv\r\nX-Evil: 1.pdf')).toBe('cvX-Evil: 1.pdf');
    expect(displayFileName('')).toBe('résumé');
  });

  it('never returns a path, an empty name or more than 200 characters', () => {
    assert(
      property(string({ maxLength: 400 }), (name) => {
        const shown = displayFileName(name);
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThanOrEqual(200);
        expect(shown).not.toMatch(/[/\\\n\r]/u);
      }),
    );
  });
});
