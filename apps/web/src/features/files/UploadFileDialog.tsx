import { useState } from 'react';
import { Button, FileDropZone, Form, FormActions, ResponsiveDialog, useToast } from '@crm/ui';
import { acceptAttribute, acceptedTypesHint, FILE_AND_CLIENT_REQUIRED_MESSAGE, MAX_UPLOAD_BYTES } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { ClientPicker } from '../clients';
import { NO_PROJECT, ProjectPicker } from '../projects';
import { useUploadFile } from './files.queries';

const ACCEPT = acceptAttribute('file').split(',');

export type UploadFileDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** 'Upload File': a client (required), one of its projects (optional) and the file. */
export function UploadFileDialog({ isOpen, onOpenChange }: UploadFileDialogProps) {
  return (
    <ResponsiveDialog title="Upload File" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <UploadFileForm onDone={() => onOpenChange(false)} /> : null}
    </ResponsiveDialog>
  );
}

function UploadFileForm({ onDone }: { onDone: () => void }) {
  const [clientId, setClientId] = useState<string | null>(null);
  const [projectId, setProjectId] = useState<string>(NO_PROJECT);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadFile();
  const { toast } = useToast();
  const showError = useErrorToast();

  const submit = () => {
    if (!file || !clientId) {
      setError(FILE_AND_CLIENT_REQUIRED_MESSAGE);
      return;
    }
    upload.mutate(
      { file, clientId, projectId: projectId === NO_PROJECT ? null : projectId },
      {
        onSuccess: () => {
          toast({ title: 'File uploaded successfully' });
          onDone();
        },
        onError: (failure) => showError(failure, 'Failed to upload file'),
      },
    );
  };

  return (
    <Form
      aria-label="Upload file"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ClientPicker
        label="Client"
        isRequired
        value={clientId}
        onChange={(next) => {
          if (next !== clientId) setProjectId(NO_PROJECT);
          setClientId(next);
          setError(null);
        }}
        errorMessage={error && file && !clientId ? error : undefined}
      />
      <ProjectPicker label="Project" allowNone clientId={clientId} value={projectId} onChange={setProjectId} />
      <FileDropZone
        label="File"
        accept={ACCEPT}
        maxBytes={MAX_UPLOAD_BYTES}
        hint={acceptedTypesHint('file')}
        value={file}
        onChange={(next) => {
          setFile(next);
          setError(null);
        }}
        errorMessage={error && !file ? error : undefined}
      />
      <FormActions>
        <Button variant="outline" onPress={onDone} isDisabled={upload.isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </FormActions>
    </Form>
  );
}
