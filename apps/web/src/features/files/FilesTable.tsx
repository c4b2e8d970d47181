import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  createTableColumnHelper,
  DownloadIcon,
  FileIcon,
  FileTextIcon,
  IconButton,
  ImageIcon,
  Table,
  TrashIcon,
} from '@crm/ui';
import {
  fileIconKind,
  fileTypeLabel,
  formatDateTime,
  formatFileSize,
  NOT_APPLICABLE,
} from '@crm/domain';
import type { FileRecord } from '@crm/domain';

export type FilesTableProps = {
  files: FileRecord[];
  isLoading: boolean;
  onDownload: (file: FileRecord) => void;
  onDelete: (file: FileRecord) => void;
  emptyState: ReactNode;
};

function FileKindIcon({ contentType }: { contentType: string }) {
  const kind = fileIconKind(contentType);
  if (kind === 'image') return <ImageIcon size={16} />;
  if (kind === 'pdf' || kind === 'document' || kind === 'text') return <FileTextIcon size={16} />;
  return <FileIcon size={16} />;
}

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<FileRecord>();
    return col.columns([
      col.accessor('filename', {
        header: 'File',
        meta: { isRowHeader: true },
        cell: ({ row }) => (
          <span className="file-name">
            <span className="file-name-icon" aria-hidden="true">
              <FileKindIcon contentType={row.original.contentType} />
            </span>
            {row.original.filename}
          </span>
        ),
      }),
      col.accessor((row) => row.client?.name ?? NOT_APPLICABLE, { id: 'client', header: 'Client' }),
      col.accessor((row) => row.project?.projectName ?? NOT_APPLICABLE, {
        id: 'project',
        header: 'Project',
      }),
      col.accessor('sizeBytes', {
        header: 'Size',
        cell: (info) => <span className="files-nowrap">{formatFileSize(info.getValue())}</span>,
        meta: { align: 'end' },
      }),
      col.accessor((row) => fileTypeLabel(row.filename), { id: 'type', header: 'Type' }),
      col.accessor('uploadedAt', {
        header: 'Uploaded',
        cell: (info) => <span className="files-nowrap">{formatDateTime(info.getValue())}</span>,
      }),
    ]);
  }, []);
}

/** The files of the current page with Download (new tab) and Delete. */
export function FilesTable({
  files,
  isLoading,
  onDownload,
  onDelete,
  emptyState,
}: FilesTableProps) {
  const columns = useColumns();
  return (
    <Table
      aria-label="Files"
      columns={columns}
      data={files}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      emptyState={emptyState}
      rowActions={(file) => (
        <>
          <IconButton
            size="sm"
            aria-label={`Download: ${file.filename}`}
            onPress={() => onDownload(file)}
          >
            <DownloadIcon />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={`Delete: ${file.filename}`}
            onPress={() => onDelete(file)}
          >
            <TrashIcon />
          </IconButton>
        </>
      )}
    />
  );
}
