import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_DOCUMENT_TYPE,
  MAX_UPLOAD_BYTES,
  acceptAttribute,
  acceptedTypesHint,
  contentTypeFor,
  fileExtension,
  fileIconKind,
  fileTypeLabel,
  formatFileSize,
  formatSizeKb,
  isAcceptedFile,
  validateUpload,
} from './file.rules';
import { FileUploadFieldsSchema } from './file.schema';

describe('accepted files', () => {
  it('allows 10 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(isAcceptedFile('a.pdf', MAX_UPLOAD_BYTES, 'document')).toBeNull();
    expect(isAcceptedFile('a.pdf', MAX_UPLOAD_BYTES + 1, 'document')).toBe(
      'File is too large. The maximum size is 10 MB',
    );
  });

  it('accepts the document types, any case', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.doc', 'd.txt', 'e.png', 'f.jpg', 'g.JPEG']) {
      expect(isAcceptedFile(name, 100, 'document')).toBeNull();
      expect(isAcceptedFile(name, 100, 'file')).toBeNull();
    }
    expect(isAcceptedFile('virus.exe', 100, 'document')).toBe(
      'File type not accepted. Please upload PDF, DOCX, DOC, TXT, PNG, JPG or JPEG',
    );
    expect(isAcceptedFile('a.constructor', 100, 'document')).not.toBeNull();
    expect(isAcceptedFile('pdf', 100, 'document')).not.toBeNull();
  });

  it('accepts only pdf, jpg, jpeg and png for expenses', () => {
    expect(isAcceptedFile('r.jpeg', 100, 'expense')).toBeNull();
    expect(isAcceptedFile('r.docx', 100, 'expense')).toBe(
      'File type not accepted. Please upload PDF, JPG, JPEG or PNG',
    );
    expect(acceptAttribute('expense')).toBe('.pdf,.jpg,.jpeg,.png');
    expect(acceptedTypesHint('expense')).toBe('PDF, JPG, JPEG or PNG (max 10MB)');
  });

  it('names the missing piece the way each dialog does', () => {
    expect(validateUpload({ file: null, kind: 'document' })).toBe('Please select a file to upload');
    expect(validateUpload({ file: null, kind: 'expense' })).toBe('Please select a file');
    expect(validateUpload({ file: null, kind: 'file', clientId: 'x' })).toBe(
      'Please select a file and client',
    );
    expect(validateUpload({ file: { name: 'a.pdf', size: 1 }, kind: 'file', clientId: '' })).toBe(
      'Please select a file and client',
    );
    expect(
      validateUpload({ file: { name: 'a.pdf', size: 1 }, kind: 'file', clientId: 'x' }),
    ).toBeNull();
  });

  it('knows extensions and MIME types', () => {
    expect(fileExtension('Scan.final.PDF')).toBe('pdf');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('README')).toBe('');
    expect(contentTypeFor('a.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeFor('a.jpg')).toBe('image/jpeg');
    expect(contentTypeFor('a.exe')).toBe('application/octet-stream');
    expect(fileIconKind('image/png')).toBe('image');
    expect(fileIconKind('application/pdf')).toBe('pdf');
    expect(fileIconKind('application/msword')).toBe('document');
    expect(fileTypeLabel('report.docx')).toBe('DOCX');
    expect(DEFAULT_DOCUMENT_TYPE).toBe('general');
  });
});

describe('file sizes', () => {
  it('formats base 1024 with up to two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1_234_567)).toBe('1.18 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072 GB');
    expect(formatFileSize(null)).toBe('N/A');
  });

  it('formats KB with one decimal', () => {
    expect(formatSizeKb(12_595)).toBe('12.3 KB');
    expect(formatSizeKb(0)).toBe('0.0 KB');
  });

  it('always names a unit and a value below 1024 (under a terabyte)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1024 ** 4 - 1 }), (bytes) => {
        const [value, unit] = formatFileSize(bytes).split(' ');
        return (
          ['Bytes', 'KB', 'MB', 'GB'].includes(unit ?? '') &&
          Number(value) > 0 &&
          Number(value) <= 1024
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('FileUploadFieldsSchema', () => {
  it('needs a client and treats no project or type as null', () => {
    const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
    expect(FileUploadFieldsSchema.parse({ clientId, projectId: 'none' })).toEqual({
      clientId,
      projectId: null,
      documentType: null,
    });
    expect(FileUploadFieldsSchema.parse({ clientId, documentType: 'quote' }).documentType).toBe(
      'quote',
    );
    expect(FileUploadFieldsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please select a file and client',
    );
    expect(FileUploadFieldsSchema.safeParse({ clientId, documentType: 'memo' }).success).toBe(
      false,
    );
  });

  it.each(['memo', 'QUOTE', 42, true])(
    'refuses the document type %j with the same message as the other choice fields',
    (documentType) => {
      const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
      const issues = FileUploadFieldsSchema.safeParse({ clientId, documentType }).error?.issues;
      expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['documentType', 'Please choose a valid document type'],
      ]);
    },
  );

  it('treats a blank or missing document type as none', () => {
    const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
    expect(FileUploadFieldsSchema.parse({ clientId, documentType: '' }).documentType).toBeNull();
    expect(FileUploadFieldsSchema.parse({ clientId, documentType: null }).documentType).toBeNull();
    expect(FileUploadFieldsSchema.parse({ clientId }).documentType).toBeNull();
  });
});
