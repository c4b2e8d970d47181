import { FileDropZone, Select } from '@crm/ui';
import {
  acceptedTypesHint,
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  FileUploadFieldsSchema,
  MAX_UPLOAD_BYTES,
  validateUpload,
} from '@crm/domain';
import type { DocumentType } from '@crm/domain';
import { FormDialog, useFormDialog } from '../../shared/forms';
import { useUploadDocument } from './documents.queries';

export type UploadDocumentDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  clientId: string;
};

const ACCEPT = Object.keys(DOCUMENT_FILE_TYPES).map((extension) => `.${extension}`);
const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({
  id: type,
  label: DOCUMENT_TYPE_LABELS[type],
}));

type Values = { file: File | null; documentType: DocumentType };
const EMPTY: Values = { file: null, documentType: DEFAULT_DOCUMENT_TYPE };

/** 'Upload Document': a file (types and 10 MB checked here and on the server) and its type. */
export function UploadDocumentDialog({
  isOpen,
  onOpenChange,
  clientId,
}: UploadDocumentDialogProps) {
  // Every opening starts with no file and the general type.
  const form = useFormDialog({ isOpen, onOpenChange }, FileUploadFieldsSchema, EMPTY, {
    toInput: ({ documentType }) => ({ clientId, documentType }),
    refine: (errors, { file }) => {
      const problem = validateUpload({ file, kind: 'document' });
      return problem ? { ...errors, file: problem } : errors;
    },
  });
  const upload = useUploadDocument();

  const submit = form.submit((_fields, { file, documentType }) => {
    if (!file) return;
    upload.mutate(
      { clientId, file, documentType },
      form.saved({
        success: 'Document uploaded successfully',
        failure: 'Failed to upload document',
        preferServerMessage: true,
      }),
    );
  });

  return (
    <FormDialog
      {...form.dialogProps}
      title="Upload Document"
      description="Attach a quote, invoice or other document to this client."
      formLabel="Upload document"
      submitLabel={upload.isPending ? 'Uploading...' : 'Upload'}
      isPending={upload.isPending}
      isSubmitDisabled={!form.values.file}
      onSubmit={submit}
    >
      <FileDropZone
        label="File"
        accept={ACCEPT}
        maxBytes={MAX_UPLOAD_BYTES}
        hint={acceptedTypesHint('document')}
        {...form.fieldProps('file')}
        isDisabled={upload.isPending}
      />
      <Select label="Document Type" items={TYPE_OPTIONS} {...form.selectProps('documentType')} />
    </FormDialog>
  );
}
