import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ComboBox } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { clientContactName, clientDisplayName, totalLabel } from '@crm/domain';
import type { Client } from '@crm/domain';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CLIENT_PICKER_LIMIT, clientPickerQuery, clientQuery } from './picker.queries';

export type ClientPickerProps = {
  /** The chosen client's id, or null. */
  value: string | null;
  onChange: (clientId: string | null) => void;
  label: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Focus the input when the dialog opens. */
  autoFocus?: boolean;
};

function toOption(client: Pick<Client, 'id' | 'name' | 'businessName' | 'email'>): ListOption {
  const contact = clientContactName(client) ?? client.email ?? undefined;
  return { id: client.id, label: clientDisplayName(client), description: contact };
}

/**
 * Picks a client by searching on the server as you type (300 ms debounce, 20 matches), so it
 * stays quick with 100,000 clients. The chosen client is always among the options so its name
 * shows even when it is not in the current matches.
 */
export function ClientPicker({
  value,
  onChange,
  label,
  errorMessage,
  isRequired,
  isDisabled,
  autoFocus,
}: ClientPickerProps) {
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const selected = useQuery({ ...clientQuery(value ?? ''), enabled: Boolean(value) });
  const selectedLabel = selected.data ? clientDisplayName(selected.data) : null;
  // The input shows the chosen client's name: that is not a search, so list the newest clients.
  const typed = text.trim() === selectedLabel ? '' : text.trim();
  const search = useDebouncedValue(typed);
  // Only while the list is open: a closed picker (a filter bar, a dialog with a client already
  // chosen) shows no matches, so it fetches none.
  const results = useQuery({ ...clientPickerQuery(search), enabled: isOpen });

  const items = useMemo(() => {
    const options = (results.data?.clients ?? []).map(toOption);
    if (selected.data && !options.some((option) => option.id === selected.data.id))
      options.unshift(toOption(selected.data));
    return options;
  }, [results.data, selected.data]);

  const total = results.data?.total ?? 0;
  // Only the first matches are fetched; while choosing, say so when there are more. A search
  // counts only so far: 'Showing 50 of 1,000+ clients'.
  const of = totalLabel(total, results.data?.totalIsAtLeast ?? false);
  const description =
    isOpen && total > CLIENT_PICKER_LIMIT
      ? `Showing ${CLIENT_PICKER_LIMIT} of ${of} clients: type to narrow the list`
      : undefined;

  return (
    <ComboBox
      label={label}
      description={description}
      placeholder="Search clients..."
      items={items}
      value={value}
      onChange={(key) => onChange(key === null ? null : String(key))}
      onInputChange={setText}
      onOpenChange={setOpen}
      menuTrigger="focus"
      isLoading={isOpen && (results.isFetching || search !== typed)}
      emptyText="No clients found"
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      autoFocus={autoFocus}
    />
  );
}
