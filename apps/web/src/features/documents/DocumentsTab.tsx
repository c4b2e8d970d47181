import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  createTableColumnHelper,
  DownloadIcon,
  EmptyState,
  IconButton,
  Table,
  TrashIcon,
  UploadIcon,
} from '@crm/ui';
import {
  DOCUMENT_TYPE_LABELS,
  fileTypeLabel,
  formatDisplayDate,
  formatSizeKb,
  NOT_APPLICABLE,
} from '@crm/domain';
import type { FileRecord } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { openInNewTab } from '../../lib/download';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { clientDocumentsQuery, documentDownloadUrl } from './documents.queries';
import { UploadDocumentDialog } from './UploadDocumentDialog.lazy';

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<FileRecord>();
    return col.columns([
      col.accessor('filename', { header: 'Document Name' }),
      col.accessor('documentType', {
        header: 'Document Type',
        cell: (info) => {
          const type = info.getValue();
          return type ? DOCUMENT_TYPE_LABELS[type] : NOT_APPLICABLE;
        },
      }),
      col.accessor((row) => fileTypeLabel(row.filename), { id: 'fileType', header: 'File Type' }),
      col.accessor('sizeBytes', {
        header: 'Size',
        cell: (info) => formatSizeKb(info.getValue()),
        meta: { align: 'end' },
      }),
      col.accessor('uploadedAt', {
        header: 'Uploaded Date',
        cell: (info) => formatDisplayDate(info.getValue()),
      }),
    ]);
  }, []);
}

/** The client page's Documents tab: the client's files with download, delete and upload. */
export function DocumentsTab({ clientId }: { clientId: string }) {
  const documents = useQuery(clientDocumentsQuery(clientId));
  const columns = useColumns();
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<FileRecord | null>(null);

  return (
    <div className="tab-section">
      <div className="tab-toolbar">
        <Button size="sm" onPress={() => setUploadOpen(true)}>
          <UploadIcon />
          Upload Document
        </Button>
      </div>
      {documents.isError ? (
        <LoadError message="Failed to fetch documents" onRetry={() => void documents.refetch()} />
      ) : (
        <Table
          aria-label="Client documents"
          columns={columns}
          data={documents.data?.files ?? []}
          getRowId={(row) => row.id}
          isLoading={documents.isPending}
          loadingRowCount={3}
          emptyState={<EmptyState title="No documents yet." />}
          rowActions={(document) => (
            <>
              <IconButton
                size="sm"
                aria-label={`Download ${document.filename}`}
                onPress={() => openInNewTab(documentDownloadUrl(document.id))}
              >
                <DownloadIcon />
              </IconButton>
              <IconButton
                size="sm"
                aria-label={`Delete ${document.filename}`}
                onPress={() => setDeleting(document)}
              >
                <TrashIcon />
              </IconButton>
            </>
          )}
        />
      )}
      <UploadDocumentDialog
        isOpen={isUploadOpen}
        onOpenChange={setUploadOpen}
        clientId={clientId}
      />
      <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
