import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '../../../../test/fixtures.ts';
import { ProductSummary } from './product-summary.tsx';

describe('ProductSummary', () => {
  it('shows the install, environment and A/S facts an admin filled in, and no label for one left empty', () => {
    render(<ProductSummary item={makeDetail({ installMethod: '설치 파일 실행', environment: '   ', asSupport: '' })} />);
    expect(screen.getByText('설치 방법')).toBeTruthy();
    expect(screen.getByText('설치 파일 실행')).toBeTruthy();
    expect(screen.queryByText('이용 환경')).toBeNull();
    expect(screen.queryByText('A/S 지원')).toBeNull();
  });

  it('leaves the facts box out when none is filled in', () => {
    const { container } = render(<ProductSummary item={makeDetail({ installMethod: '', environment: '', asSupport: '' })} />);
    expect(container.querySelector('dl')).toBeNull();
  });
});
