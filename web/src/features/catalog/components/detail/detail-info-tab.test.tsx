import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '../../../../test/fixtures.ts';
import { DetailInfoTab } from './detail-info-tab.tsx';

const path = '/api/files/items/detail-abc.webp';

describe('DetailInfoTab', () => {
  it('gives the detail image its stored size, so the page keeps its place while it loads, and narrower copies', () => {
    render(<DetailInfoTab item={makeDetail({ detailImgPath: path, detailImgSize: { width: 900, height: 1500 } })} />);
    const img = screen.getByRole('img', { name: /상세 설명/ });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['900', '1500']);
    expect(img.getAttribute('srcset')).toContain(`${path}?w=800 800w`);
  });

  it('leaves the size to the image when it is not known', () => {
    render(<DetailInfoTab item={makeDetail({ detailImgPath: path, detailImgSize: null })} />);
    const img = screen.getByRole('img', { name: /상세 설명/ });
    expect(img.hasAttribute('width') || img.hasAttribute('height')).toBe(false);
  });
});
