import type { ReactNode } from 'react';
import { RouterProvider } from '@crm/ui';
import { useLocation } from 'wouter';

/** Lets every kit link and button with an href navigate through wouter instead of reloading. */
export function RouterBridge({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>;
}
