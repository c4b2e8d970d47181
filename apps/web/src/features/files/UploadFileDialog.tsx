import { FileDropZone } from '@crm/ui';
import {
  acceptAttribute,
  acceptedTypesHint,
  FILE_AND_CLIENT_REQUIRED_MESSAGE,
  FileUploadFieldsSchema,
  MAX_UPLOAD_BYTES,
} from '@crm/domain';
import { FormDialog, useFormDialog } from '../../shared/forms';
import { ClientPicker } from '../../shared/pickers';
import { NO_PROJECT, ProjectPicker } from '../../shared/pickers';
import { useUploadFile } from './files.queries';

const ACCEPT = acceptAttribute('file').split(',');

export type UploadFileDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

type Values = { clientId: string | null; projectId: string; file: File | null };
const EMPTY: Values = { clientId: null, projectId: NO_PROJECT, file: null };

/** 'Upload File': a client (required), one of its projects (optional) and the file. */
export function UploadFileDialog({ isOpen, onOpenChange }: UploadFileDialogProps) {
  const form = useFormDialog({ isOpen, onOpenChange }, FileUploadFieldsSchema, EMPTY, {
    toInput: ({ clientId, projectId }) => ({ clientId: clientId ?? '', projectId }),
    // One message for both: under the file while none is chosen, else under the client.
    refine: (errors, { file }) => (file ? errors : { file: FILE_AND_CLIENT_REQUIRED_MESSAGE }),
  });
  const upload = useUploadFile();

  const submit = form.submit(({ clientId, projectId }, { file }) => {
    if (!file) return;
    upload.mutate(
      { file, clientId, projectId },
      form.saved({ success: 'File uploaded successfully', failure: 'Failed to upload file' }),
    );
  });

  return (
    <FormDialog
      {...form.dialogProps}
      title="Upload File"
      formLabel="Upload file"
      submitLabel={upload.isPending ? 'Uploading...' : 'Upload'}
      isPending={upload.isPending}
      onSubmit={submit}
    >
      <ClientPicker
        label="Client"
        isRequired
        {...form.fieldProps('clientId')}
        // The one message names both fields: choosing either clears it.
        onChange={(clientId) =>
          form.setValues(
            (current) => ({
              ...current,
              clientId,
              // A project belongs to one client: another client starts with no project.
              projectId: clientId === current.clientId ? current.projectId : NO_PROJECT,
            }),
            'clientId',
            'file',
          )
        }
      />
      <ProjectPicker
        label="Project"
        allowNone
        clientId={form.values.clientId}
        {...form.fieldProps('projectId')}
      />
      <FileDropZone
        label="File"
        accept={ACCEPT}
        maxBytes={MAX_UPLOAD_BYTES}
        hint={acceptedTypesHint('file')}
        {...form.fieldProps('file')}
        onChange={(file) => form.setValues((current) => ({ ...current, file }), 'file', 'clientId')}
      />
    </FormDialog>
  );
}
