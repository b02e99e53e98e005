import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('desktop config', () => {
  it('defaults to the production store and no updates', () => {
    expect(readConfig({}, true)).toEqual({ apiOrigin: 'https://store.example.kr', updateUrl: null, rendererUrl: null });
  });

  it('takes the environment first, then the values baked in at build time', () => {
    const built = { STORE_BUILD_API_URL: 'https://staging.example.kr', STORE_BUILD_UPDATE_URL: 'https://updates.example.kr/desktop/' };
    expect(readConfig(built, true)).toEqual({ apiOrigin: 'https://staging.example.kr', updateUrl: 'https://updates.example.kr/desktop/', rendererUrl: null });
    expect(readConfig({ ...built, STORE_API_URL: 'https://store.example.kr/api/' }, true).apiOrigin).toBe('https://store.example.kr');
  });

  it('refuses plain http except for a local API, and credentials in the URL', () => {
    expect(() => readConfig({ STORE_API_URL: 'http://store.example.kr' }, true)).toThrow(/https/);
    expect(() => readConfig({ STORE_API_URL: 'https://user:pw@store.example.kr' }, true)).toThrow(/user name or password/);
    expect(() => readConfig({ STORE_API_URL: 'store.example.kr' }, true)).toThrow(/not a URL/);
    expect(() => readConfig({ STORE_UPDATE_URL: 'http://updates.example.kr' }, true)).toThrow(/STORE_UPDATE_URL/);
    expect(readConfig({ STORE_API_URL: 'http://localhost:8787' }, false).apiOrigin).toBe('http://localhost:8787');
  });

  it('uses the dev server and skips updates only when not packaged', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5174', STORE_UPDATE_URL: 'https://updates.example.kr/' };
    expect(readConfig(env, false)).toMatchObject({ rendererUrl: 'http://localhost:5174/', updateUrl: null });
    // A shipped app never loads a page named by the environment.
    expect(readConfig(env, true)).toMatchObject({ rendererUrl: null, updateUrl: 'https://updates.example.kr/' });
  });
});
