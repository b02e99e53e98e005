import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { BUSINESS_INFO, CHAT_CHANNEL_URL, DEFAULT_MAIN_PAGE, SUPPORT_HOURS } from '@store/shared';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { siteSettingsKey } from './site.ts';
import { STORE_TITLE, storeTitle, usePageTitle, useStoreTitle } from './use-page-title.ts';

function Screen({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

function Layout({ children }: { children?: ReactNode }) {
  useStoreTitle();
  return children;
}

const settings = (storeName: string) => ({ business: { ...BUSINESS_INFO, storeName }, supportHours: SUPPORT_HOURS, chatChannelUrl: CHAT_CHANNEL_URL, mainPage: DEFAULT_MAIN_PAGE });

function withSettings(storeName: string = BUSINESS_INFO.storeName) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(siteSettingsKey, settings(storeName));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('usePageTitle', () => {
  it('names the tab after the screen, and gives the store’s title back when the screen closes', () => {
    document.title = '엑셀 데이터 정리 매크로 | 오토웍스'; // as a server-rendered product page arrives
    const { wrapper } = withSettings();
    const view = render(<Screen key="cart" title="장바구니" />, { wrapper });
    expect(document.title).toBe('장바구니 | 오토웍스');

    // Another screen whose name is still loading (a product): not the cart's title meanwhile.
    view.rerender(<Screen key="product" title={undefined} />);
    expect(document.title).toBe(STORE_TITLE);

    view.rerender(<Screen key="product" title="엑셀 데이터 정리 매크로" />);
    expect(document.title).toBe('엑셀 데이터 정리 매크로 | 오토웍스');
    view.unmount();
    expect(document.title).toBe(STORE_TITLE);
  });

  it('uses the store name an admin keeps in the site settings, also once they arrive', async () => {
    document.title = STORE_TITLE;
    const { client, wrapper } = withSettings('새이름몰');
    const view = render(
      <Layout>
        <Screen title="장바구니" />
      </Layout>,
      { wrapper },
    );
    expect(document.title).toBe('장바구니 | 새이름몰');
    act(() => client.setQueryData(siteSettingsKey, settings('다른이름몰')));
    await waitFor(() => expect(document.title).toBe('장바구니 | 다른이름몰'));
    view.rerender(<Layout />);
    expect(document.title).toBe(storeTitle('다른이름몰'));
  });

  it('a screen with no title of its own shows the store’s title under its current name', async () => {
    document.title = STORE_TITLE;
    const { client, wrapper } = withSettings();
    render(<Layout />, { wrapper });
    expect(document.title).toBe(STORE_TITLE);
    act(() => client.setQueryData(siteSettingsKey, settings('새이름몰')));
    await waitFor(() => expect(document.title).toBe(storeTitle('새이름몰')));
  });

  it('has the title index.html arrives with', () => {
    expect(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8')).toContain(`<title>${STORE_TITLE}</title>`);
  });
});
