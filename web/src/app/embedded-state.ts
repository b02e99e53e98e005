import type { DehydratedState } from '@tanstack/react-query';

// The query data a server-rendered page was rendered with, carried in the page so the browser
// hydrates the same tree without reading it again.

const ELEMENT_ID = 'store-state';

/**
 * The data as a JSON data block, which is never executed (CSP stays `script-src 'self'`).
 * Product names, reviews and questions are written by people, so `<` is escaped: no text can
 * close the element and start markup of its own.
 */
export function stateScript(state: DehydratedState): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/** The embedded data of a server-rendered page; undefined for a page the browser renders. */
export function readEmbeddedState(doc: Document = document): DehydratedState | undefined {
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
