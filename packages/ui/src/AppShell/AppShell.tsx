import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { SidebarContext } from './sidebar-context';
import './AppShell.css';

/** Props of the page frame: a 16rem sidebar, a top bar and the main content. */
export type AppShellProps = {
  /** The brand at the top of the sidebar (e.g. an icon and 'CRM'). */
  brand: ReactNode;
  /** Main navigation, usually <SidebarNav> with <SidebarNavLink>s. */
  navigation: ReactNode;
  /** The lower area of the sidebar (reports, settings, logout). */
  sidebarFooter?: ReactNode;
  /** A slot for the dark-mode toggle, at the very bottom of the sidebar. */
  themeToggle?: ReactNode;
  /** Content of the top bar (search, user). */
  topBar?: ReactNode;
  children: ReactNode;
};

/**
 * The application frame. Below 768px the sidebar hides behind a menu button and opens
 * over the page with an overlay; the overlay, Escape or following a link closes it.
 */
export function AppShell({
  brand,
  navigation,
  sidebarFooter,
  themeToggle,
  topBar,
  children,
}: AppShellProps) {
  const [isOpen, setOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    sidebarRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  const context = useMemo(() => ({ isOpen, setOpen }), [isOpen]);

  return (
    <SidebarContext.Provider value={context}>
      <div className="ui-AppShell" data-sidebar-open={isOpen || undefined}>
        <aside
          ref={sidebarRef}
          id="app-sidebar"
          className="ui-AppShell-sidebar"
          aria-label="Sidebar"
        >
          {/* The aside runs the page's full height; this part stays in view as the page scrolls. */}
          <div className="ui-AppShell-sidebarContent">
            <div className="ui-AppShell-brand">
              {brand}
              <IconButton
                aria-label="Close menu"
                size="sm"
                className="ui-AppShell-close"
                onPress={() => setOpen(false)}
              >
                <CloseIcon />
              </IconButton>
            </div>
            <div className="ui-AppShell-nav">{navigation}</div>
            {sidebarFooter ? (
              <div className="ui-AppShell-sidebarFooter">{sidebarFooter}</div>
            ) : null}
            {themeToggle ? <div className="ui-AppShell-themeToggle">{themeToggle}</div> : null}
          </div>
        </aside>
        {isOpen ? (
          <div
            className="ui-AppShell-overlay"
            data-testid="sidebar-overlay"
            aria-hidden="true"
            onClick={() => setOpen(false)}
          />
        ) : null}
        <div className="ui-AppShell-main">
          <header className="ui-AppShell-topBar">
            <IconButton
              ref={menuButtonRef}
              aria-label="Open menu"
              aria-expanded={isOpen}
              aria-controls="app-sidebar"
              className="ui-AppShell-menuButton"
              onPress={() => setOpen(true)}
            >
              <MenuIcon size={20} />
            </IconButton>
            <div className="ui-AppShell-topBarContent">{topBar}</div>
          </header>
          <main className="ui-AppShell-content">{children}</main>
        </div>
      </div>
    </SidebarContext.Provider>
  );
}
