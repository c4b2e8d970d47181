import { useState } from 'react';
import { Button, ConfirmDialog, EmptyState, FilesIcon, UploadIcon, useToast } from '@crm/ui';
import type { FileRecord } from '@crm/domain';
import { PageHeader } from '../../components/PageHeader';
import { openInNewTab } from '../../lib/download';
import { useErrorToast } from '../../lib/error-toast';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { ListCard, useListPage } from '../list';
import { FileFilters } from './FileFilters';
import { FilesTable } from './FilesTable';
import { fileDownloadUrl, fileListQuery, useDeleteFile } from './files.queries';
import type { FileListParams } from './files.queries';
import { UploadFileDialog } from './UploadFileDialog.lazy';
import './files.css';

const ALL_FILES: Omit<FileListParams, 'page'> = { clientId: null, projectId: null };

/** Files: every client file with client and project filters, a pager, upload, download and delete. */
export function FilesScreen() {
  const listPage = useListPage(ALL_FILES, ({ page, filters }) => fileListQuery({ page, ...filters }));
  const { list, filters } = listPage;
  useQueryErrorToast(list.error, 'Failed to fetch files');
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<FileRecord | null>(null);
  const remove = useDeleteFile();
  const { toast } = useToast();
  const showError = useErrorToast();

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
      <ListCard
        title={`All Files (${listPage.total ?? 0})`}
        listPage={listPage}
        errorMessage="Failed to fetch files"
        pagerLabel="Files pages"
        filters={<FileFilters clientId={filters.clientId} projectId={filters.projectId} onChange={listPage.changeFilters} />}
      >
        <FilesTable
          files={list.data?.files ?? []}
          isLoading={list.isPending}
          onDownload={(file) => openInNewTab(fileDownloadUrl(file.id))}
          onDelete={setDeleting}
          emptyState={
            listPage.isFiltered ? (
              <EmptyState icon={<FilesIcon size={24} />} title="No files found matching your filters" />
            ) : (
              <EmptyState icon={<FilesIcon size={24} />} title="No files uploaded yet" action={uploadButton('Upload Your First File')} />
            )
          }
        />
      </ListCard>
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
