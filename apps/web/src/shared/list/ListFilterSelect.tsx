import { Select } from '@crm/ui';
import './list.css';

export type ListFilterSelectProps<TValue extends string> = {
  /** The spec's name for the filter, e.g. 'Status'. */
  'aria-label': string;
  /** The choices, the "all" one first, e.g. `[{ id: 'all', label: 'All Statuses' }, ...]`. */
  options: { id: TValue; label: string }[];
  value: TValue;
  onChange: (value: TValue) => void;
};

/** A select beside the search in a ListFilterBar; typed by the filter's values, so no casts. */
export function ListFilterSelect<TValue extends string>(props: ListFilterSelectProps<TValue>) {
  const { options, value, onChange, ...label } = props;
  return (
    <Select
      {...label}
      items={options}
      value={value}
      onChange={(key) => {
        // Matching the key back to its option gives the typed value; a single select never sends null.
        const chosen = options.find((option) => option.id === key);
        if (chosen) onChange(chosen.id);
      }}
      className="list-filter-select"
    />
  );
}
