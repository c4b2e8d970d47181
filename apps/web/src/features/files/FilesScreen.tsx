import { useState } from 'react';
import { FilesIcon, UploadIcon } from '@crm/ui';
import type { FileRecord } from '@crm/domain';
import { openInNewTab } from '../../lib/download';
import {
  ListAddButton,
  ListEmptyState,
  ListScreen,
  RowDeleteConfirm,
  useListScreen,
} from '../../shared/list';
import { useRowDelete } from '../../shared/list';
import { FileFilters } from './FileFilters';
import { FilesTable } from './FilesTable';
import { fileDownloadUrl, fileListQuery, useDeleteFile } from './files.queries';
import type { FileListParams } from './files.queries';
import { UploadFileDialog } from './UploadFileDialog.lazy';
import './files.css';

const ALL_FILES: Omit<FileListParams, 'page'> = { clientId: null, projectId: null };

/** Files: every client file with client and project filters, a pager, upload, download and delete. */
export function FilesScreen() {
  const listPage = useListScreen({
    filters: ALL_FILES,
    query: ({ page, filters }) => fileListQuery({ page, ...filters }),
    errorMessage: 'Failed to fetch files',
    toastError: true,
  });
  const { list, filters } = listPage;
  const [isUploadOpen, setUploadOpen] = useState(false);
  const deleting = useRowDelete<FileRecord>(useDeleteFile(), {
    deleted: 'File deleted successfully',
    failed: 'Failed to delete file',
  });

  const upload = () => setUploadOpen(true);

  return (
    <ListScreen
      title="Files"
      actions={<ListAddButton label="Upload File" icon={<UploadIcon />} onPress={upload} />}
      listTitle={`All Files (${listPage.totalText ?? 0})`}
      listPage={listPage}
      pagerLabel="Files pages"
      filters={<FileFilters {...filters} onChange={listPage.changeFilters} />}
      dialogs={
        <>
          <UploadFileDialog isOpen={isUploadOpen} onOpenChange={setUploadOpen} />
          <RowDeleteConfirm
            rowDelete={deleting}
            title="Delete File"
            message="Are you sure you want to delete this file?"
          />
        </>
      }
    >
      <FilesTable
        files={list.data?.files ?? []}
        isLoading={list.isPending}
        onDownload={(file) => openInNewTab(fileDownloadUrl(file.id))}
        onDelete={deleting.ask}
        emptyState={
          <ListEmptyState
            isFiltered={listPage.isFiltered}
            icon={<FilesIcon size={24} />}
            filteredTitle="No files found matching your filters"
            title="No files uploaded yet"
            action={
              <ListAddButton
                label="Upload Your First File"
                icon={<UploadIcon />}
                onPress={upload}
              />
            }
          />
        }
      />
    </ListScreen>
  );
}
