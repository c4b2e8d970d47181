import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, ConfirmDialog, EmptyState, FilesIcon, Pager, UploadIcon, useToast } from '@crm/ui';
import { totalPages } from '@crm/domain';
import type { FileRecord } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { openInNewTab } from '../../lib/download';
import { useErrorToast } from '../../lib/error-toast';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { FileFilters } from './FileFilters';
import { FilesTable } from './FilesTable';
import { fileDownloadUrl, fileListQuery, useDeleteFile } from './files.queries';
import { UploadFileDialog } from './UploadFileDialog';
import './files.css';

/** Files: every client file with client and project filters, a pager, upload, download and delete. */
export function FilesScreen() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<{ clientId: string | null; projectId: string | null }>({ clientId: null, projectId: null });
  const list = useQuery(fileListQuery({ page, ...filters }));
  useQueryErrorToast(list.error, 'Failed to fetch files');
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<FileRecord | null>(null);
  const remove = useDeleteFile();
  const { toast } = useToast();
  const showError = useErrorToast();

  const total = list.data?.total ?? 0;
  const pages = totalPages(total);
  const isFiltered = filters.clientId !== null || filters.projectId !== null;
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && page > pages;
  useEffect(() => {
    if (isPastEnd) setPage(pages);
  }, [isPastEnd, pages]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'File deleted successfully' }),
      onError: (error) => showError(error, 'Failed to delete file'),
      onSettled: () => setDeleting(null),
    });
  };

  const uploadButton = (label: string) => (
    <Button onPress={() => setUploadOpen(true)}>
      <UploadIcon />
      {label}
    </Button>
  );

  return (
    <div className="page">
      <PageHeader title="Files" actions={uploadButton('Upload File')} />
      <Card title={`All Files (${total})`} flush>
        <FileFilters
          clientId={filters.clientId}
          projectId={filters.projectId}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {list.isError ? (
          <LoadError message="Failed to fetch files" onRetry={() => void list.refetch()} />
        ) : (
          <FilesTable
            files={list.data?.files ?? []}
            isLoading={list.isPending}
            onDownload={(file) => openInNewTab(fileDownloadUrl(file.id))}
            onDelete={setDeleting}
            emptyState={
              isFiltered ? (
                <EmptyState icon={<FilesIcon size={24} />} title="No files found matching your filters" />
              ) : (
                <EmptyState icon={<FilesIcon size={24} />} title="No files uploaded yet" action={uploadButton('Upload Your First File')} />
              )
            }
          />
        )}
        <Pager page={page} pageCount={pages} onPageChange={setPage} isDisabled={list.isFetching} aria-label="Files pages" className="files-pager" />
      </Card>
      <UploadFileDialog isOpen={isUploadOpen} onOpenChange={setUploadOpen} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete File"
        message="Are you sure you want to delete this file?"
        confirmLabel="Delete"
        variant="destructive"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
