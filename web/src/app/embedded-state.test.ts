import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { PAGE_SUBJECT } from '../lib/page-head.ts';
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

  it('carries the 404 of the read a page is about, which the browser keeps rather than reads again', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const missing = (status: number) => () => Promise.reject(new ApiError(status, '상품을 찾을 수 없습니다.', null));
    await server.prefetchQuery({ queryKey: ['items', 'detail', 9], queryFn: missing(404), meta: PAGE_SUBJECT });
    await server.prefetchQuery({ queryKey: ['items', 'detail', 8], queryFn: missing(503), meta: PAGE_SUBJECT }); // may come back
    await server.prefetchQuery({ queryKey: ['reviews', 9], queryFn: missing(404) }); // not what the page is about

    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = stateScript(embeddedQueries(server));
    const browser = new QueryClient();
    adoptEmbeddedQueries(browser, readEmbeddedState(doc)!);
    const state = browser.getQueryState(['items', 'detail', 9])!;
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error).toMatchObject({ status: 404, message: '상품을 찾을 수 없습니다.' });
    expect(browser.getQueryDefaults(['items', 'detail', 9]).retryOnMount).toBe(false);
    expect(browser.getQueryState(['items', 'detail', 8])).toBeUndefined();
    expect(browser.getQueryState(['reviews', 9])).toBeUndefined();
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
