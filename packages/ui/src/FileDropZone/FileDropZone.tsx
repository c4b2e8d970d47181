import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { DropZone, FileTrigger, Text, isFileDropItem } from 'react-aria-components';
import type { DropZoneProps } from 'react-aria-components';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];
import { joinClassName } from '../internal/composeClassName';
import { Button } from '../Button';
import { CloseIcon, FileIcon, UploadIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { DEFAULT_MAX_FILE_BYTES, formatFileSize, validateFile } from './file-validation';
import './FileDropZone.css';

/** Props of a file picker with a drop area, type and size checks and a clear button. */
export type FileDropZoneProps = {
  /** Visible label, e.g. 'File'. */
  label: ReactNode;
  /** Accepted extensions and MIME types, e.g. ['.pdf', '.jpg', '.jpeg', '.png']. Empty accepts all. */
  accept?: string[];
  /** Largest accepted size in bytes. Defaults to 10 MB. */
  maxBytes?: number;
  /** Hint under the drop area, e.g. 'PDF, JPG or PNG, max 10MB'. */
  hint?: ReactNode;
  /** The chosen file (controlled). */
  value?: File | null;
  /** Called with an accepted file, or null when cleared. Refused files never reach it. */
  onChange?: (file: File | null) => void;
  /** An error from the form, e.g. 'Please select a file to upload'. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  className?: string;
};

/** Drop a file or choose one; refuses wrong types and files over `maxBytes` with a message. */
export function FileDropZone({
  label,
  accept = [],
  maxBytes = DEFAULT_MAX_FILE_BYTES,
  hint,
  value,
  onChange,
  errorMessage,
  isInvalid,
  isDisabled,
  className,
}: FileDropZoneProps) {
  const labelId = useId();
  const errorId = useId();
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const file = value === undefined ? ownFile : value;

  const choose = (next: File | null) => {
    if (next) {
      const problem = validateFile(next, { accept, maxBytes });
      setRejection(problem);
      if (problem) return;
    } else {
      setRejection(null);
    }
    setOwnFile(next);
    onChange?.(next);
  };

  const onDrop = async (event: DropEvent) => {
    const item = event.items.find(isFileDropItem);
    if (item) choose(await item.getFile());
  };

  const shownError = rejection ?? (isInvalid || errorMessage ? errorMessage : null);

  return (
    <div
      className={joinClassName('ui-Field ui-FileDropZone', className)}
      data-invalid={Boolean(shownError) || undefined}
    >
      <span id={labelId} className="ui-Label">
        {label}
      </span>
      <DropZone
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        onDrop={onDrop}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        className="ui-FileDropZone-zone"
      >
        <UploadIcon size={20} className="ui-FileDropZone-icon" />
        <Text slot="label" className="ui-FileDropZone-text">
          Drag a file here or
        </Text>
        <FileTrigger
          acceptedFileTypes={accept.length ? accept : undefined}
          onSelect={(files) => choose(files?.[0] ?? null)}
        >
          <Button
            variant="outline"
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={shownError ? errorId : undefined}
          >
            Choose file
          </Button>
        </FileTrigger>
        {hint ? <span className="ui-FileDropZone-hint">{hint}</span> : null}
      </DropZone>
      {file ? (
        <div className="ui-FileDropZone-file">
          <FileIcon className="ui-FileDropZone-fileIcon" />
          <span className="ui-FileDropZone-fileName" title={file.name}>
            {file.name}
          </span>
          <span className="ui-FileDropZone-fileSize">{formatFileSize(file.size)}</span>
          <IconButton
            aria-label={`Remove ${file.name}`}
            size="sm"
            onPress={() => choose(null)}
            isDisabled={isDisabled}
          >
            <CloseIcon size={14} />
          </IconButton>
        </div>
      ) : null}
      {shownError ? (
        <span id={errorId} role="alert" className="ui-FieldError">
          {shownError}
        </span>
      ) : null}
    </div>
  );
}
