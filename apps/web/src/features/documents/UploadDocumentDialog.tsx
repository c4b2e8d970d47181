import { useEffect, useId, useState } from 'react';
import { Button, FileDropZone, Form, ResponsiveDialog, Select, useToast } from '@crm/ui';
import {
  acceptedTypesHint,
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  MAX_UPLOAD_BYTES,
  validateUpload,
} from '@crm/domain';
import type { DocumentType } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { useUploadDocument } from './documents.queries';

export type UploadDocumentDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  clientId: string;
};

const ACCEPT = Object.keys(DOCUMENT_FILE_TYPES).map((extension) => `.${extension}`);
const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({ id: type, label: DOCUMENT_TYPE_LABELS[type] }));

/** 'Upload Document': a file (types and 10 MB checked here and on the server) and its type. */
export function UploadDocumentDialog({ isOpen, onOpenChange, clientId }: UploadDocumentDialogProps) {
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<DocumentType>(DEFAULT_DOCUMENT_TYPE);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadDocument();
  const { toast } = useToast();
  const showError = useErrorToast();

  // Every opening starts with no file and the general type.
  useEffect(() => {
    if (!isOpen) return;
    setFile(null);
    setDocumentType(DEFAULT_DOCUMENT_TYPE);
    setError(null);
  }, [isOpen]);

  const submit = () => {
    const problem = validateUpload({ file, kind: 'document' });
    if (problem || !file) {
      setError(problem);
      return;
    }
    upload.mutate(
      { clientId, file, documentType },
      {
        onSuccess: () => {
          toast({ title: 'Document uploaded successfully' });
          setFile(null);
          setDocumentType(DEFAULT_DOCUMENT_TYPE);
          onOpenChange(false);
        },
        onError: (cause) => showError(cause, 'Failed to upload document', { preferServerMessage: true }),
      },
    );
  };

  return (
    <ResponsiveDialog
      title="Upload Document"
      description="Attach a quote, invoice or other document to this client."
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={upload.isPending}
      footer={
        <>
          <Button variant="outline" onPress={() => onOpenChange(false)} isDisabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isDisabled={!file} isPending={upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        aria-label="Upload document"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FileDropZone
          label="File"
          accept={ACCEPT}
          maxBytes={MAX_UPLOAD_BYTES}
          hint={acceptedTypesHint('document')}
          value={file}
          onChange={(next) => {
            setFile(next);
            setError(null);
          }}
          errorMessage={error ?? undefined}
          isInvalid={Boolean(error)}
          isDisabled={upload.isPending}
        />
        <Select
          label="Document Type"
          items={TYPE_OPTIONS}
          value={documentType}
          onChange={(key) => setDocumentType((key ?? DEFAULT_DOCUMENT_TYPE) as DocumentType)}
        />
      </Form>
    </ResponsiveDialog>
  );
}
