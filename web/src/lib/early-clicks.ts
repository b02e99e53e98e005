// React hears the page's events from hydrateRoot on, and the browser app yields a few tasks
// before calling it (main.tsx: each yield keeps a long task off the page). A button clicked on the
// server's HTML in those few tasks (the load event has fired, the page looks ready) did nothing,
// and the visitor had to click again. A link needs no help: without React it navigates anyway.

/**
 * Keeps the last button clicked in `container` until the returned function is called, right after
 * hydrateRoot, which clicks it again for React (which adopts the part clicked at once to answer).
 */
export function holdEarlyClicks(container: HTMLElement): () => void {
  let held: HTMLButtonElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.disabled) held = button;
  };
  container.addEventListener('click', hold, true);
  return () => {
    container.removeEventListener('click', hold, true);
    const button = held;
    held = null;
    // A member's page is rendered anew (main.tsx), not adopted: React never owns the server's
    // button, so the click repeated on it does nothing, as the first one did.
    if (button?.isConnected) button.click();
  };
}
