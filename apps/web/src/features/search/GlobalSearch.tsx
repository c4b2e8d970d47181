import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete } from 'react-aria-components';
import { ListBox, ListBoxItem, Popover, SearchField } from '@crm/ui';
import { isSearchable, noResultsText, SEARCH_TOO_SHORT_TEXT, searchResultPath } from '@crm/domain';
import type { SearchResult } from '@crm/domain';
import { useLocation } from 'wouter';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { globalSearchQuery } from './search.queries';
import './search.css';

const TYPE_LABELS: Record<SearchResult['type'], string> = {
  client: 'Client',
  project: 'Project',
  invoice: 'Invoice',
  domain: 'Domain',
  task: 'Task',
};

function describe(result: SearchResult): string {
  return result.subtitle
    ? `${TYPE_LABELS[result.type]} · ${result.subtitle}`
    : TYPE_LABELS[result.type];
}

/**
 * The top bar's search over clients, projects, invoices, domains and tasks: waits 300 ms,
 * needs 3 characters, arrow keys move through the results and Enter opens one.
 */
export function GlobalSearch() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedValue(text.trim());
  const searchable = isSearchable(debounced);
  const search = useQuery({ ...globalSearchQuery(debounced), enabled: searchable });

  // Close on a press anywhere outside the box and its dropdown.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // The dropdown is portalled out of the wrapper, so it is found by its class.
      if (wrapperRef.current?.contains(target) || target.closest?.('.global-search-popover'))
        return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const pick = (result: SearchResult) => {
    setText('');
    setOpen(false);
    navigate(searchResultPath(result));
  };

  const isSettling = debounced !== text.trim() || search.isFetching;
  const emptyText = !isSearchable(text)
    ? SEARCH_TOO_SHORT_TEXT
    : isSettling
      ? 'Searching...'
      : noResultsText(text.trim());
  const results = searchable && !isSettling ? (search.data ?? []) : [];

  return (
    <div ref={wrapperRef} className="global-search">
      <Autocomplete
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          setOpen(value !== '');
        }}
      >
        <SearchField
          aria-label="Search"
          placeholder="Search clients, projects, invoices..."
          className="global-search-field"
        />
        <Popover
          triggerRef={wrapperRef}
          isOpen={isOpen && text !== ''}
          onOpenChange={setOpen}
          isNonModal
          placement="bottom start"
          className="global-search-popover"
        >
          <ListBox<SearchResult>
            aria-label="Search results"
            items={results}
            onAction={(key) => {
              const result = results.find((r) => `${r.type}:${r.id}` === key);
              if (result) pick(result);
            }}
            renderEmptyState={() => (
              <p className="global-search-empty" role="status">
                {emptyText}
              </p>
            )}
          >
            {(result) => (
              <ListBoxItem
                id={`${result.type}:${result.id}`}
                textValue={result.title}
                description={describe(result)}
              >
                {result.title}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Autocomplete>
    </div>
  );
}
