import { createContext, useContext } from 'react';

export type SidebarContextValue = {
  /** Whether the sidebar is open on small screens. */
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
};

export const SidebarContext = createContext<SidebarContextValue>({
  isOpen: false,
  setOpen: () => {},
});

/** The small-screen sidebar state, for custom items that should close it. */
export function useSidebar(): SidebarContextValue {
  return useContext(SidebarContext);
}
