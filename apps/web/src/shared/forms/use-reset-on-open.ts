import { useState } from 'react';

/**
 * Calls `reset` each time `isOpen` turns true, so every opening of a dialog starts from its record
 * or its defaults. It runs during render (not in an effect), so an opening never shows the last
 * opening's values for a frame; the dialog itself stays mounted and can animate out.
 */
export function useResetOnOpen(isOpen: boolean, reset: () => void) {
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen === wasOpen) return;
  setWasOpen(isOpen);
  if (isOpen) reset();
}
