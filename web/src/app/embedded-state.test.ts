import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adoptEmbeddedQueries, embeddedQueries, readEmbeddedState, stateScript } from './embedded-state.ts';

describe('embedded query data', () => {
  it('carries the server’s successful reads into the browser’s cache, as fresh as they were', async () => {
    const server = new QueryClient();
    server.setQueryData(['items', 'ALL', 'popular'], [{ itemName: '</script><b>굵게</b>' }], { updatedAt: 1_000 });
    await server.prefetchQuery({ queryKey: ['site-settings'], queryFn: () => Promise.reject(new Error('down')), retry: false });

    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<div id="root"></div>${stateScript(embeddedQueries(server))}`;
    expect(doc.querySelectorAll('b')).toHaveLength(0);

    const browser = new QueryClient();
    adoptEmbeddedQueries(browser, readEmbeddedState(doc)!);
    expect(browser.getQueryData(['items', 'ALL', 'popular'])).toEqual([{ itemName: '</script><b>굵게</b>' }]);
    expect(browser.getQueryState(['items', 'ALL', 'popular'])!.dataUpdatedAt).toBe(1_000);
    expect(browser.getQueryState(['site-settings'])).toBeUndefined();
  });

  it('is absent from a page the browser renders, and ignored when it is not a list', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readEmbeddedState(doc)).toBeUndefined();
    doc.body.innerHTML = '<script type="application/json" id="store-state">{"queries":[]}</script>';
    expect(readEmbeddedState(doc)).toBeUndefined();
    doc.body.innerHTML = '<script type="application/json" id="store-state">{not json</script>';
    expect(readEmbeddedState(doc)).toBeUndefined();
  });
});
