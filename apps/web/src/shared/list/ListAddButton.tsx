import type { ReactNode } from 'react';
import { Button, PlusIcon } from '@crm/ui';

export type ListAddButtonProps = {
  /** E.g. 'Add Domain' in the header, 'Add Your First Domain' in the empty state. */
  label: string;
  onPress: () => void;
  /** Defaults to the plus; Files shows the upload arrow. */
  icon?: ReactNode;
};

/** The button that adds a row to a list: in the screen's header and in its empty state. */
export function ListAddButton({ label, onPress, icon = <PlusIcon /> }: ListAddButtonProps) {
  return (
    <Button onPress={onPress}>
      {icon}
      {label}
    </Button>
  );
}
