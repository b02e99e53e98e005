import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { ManualPage } from './manual-page.tsx';
import { MANUAL_VIDEOS } from './manual-videos.ts';

describe('ManualPage', () => {
  it('shows three video cards and loads no player before a click', () => {
    const { container } = renderRoute(<ManualPage />);
    for (const video of MANUAL_VIDEOS) expect(screen.getByRole('button', { name: video.title })).toBeTruthy();
    expect(MANUAL_VIDEOS).toHaveLength(3);
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
  });

  it('lays the videos out in two columns from 640 px and three from 768 px', () => {
    renderRoute(<ManualPage />);
    const list = screen.getByRole('button', { name: MANUAL_VIDEOS[0]!.title }).closest('ul')!;
    expect(list.className.split(' ')).toEqual(expect.arrayContaining(['grid', 'sm:grid-cols-2', 'md:grid-cols-3']));
  });

  it('opens the chosen video in a dialog with a titled youtube-nocookie iframe, and drops it on close', async () => {
    renderRoute(<ManualPage />);
    const video = MANUAL_VIDEOS[1]!;
    await userEvent.click(screen.getByRole('button', { name: video.title }));

    const iframe = document.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.youtubeId}\\?`));
    expect(iframe.getAttribute('title')).toBe(`${video.title} 동영상`);
    expect(screen.getByRole('heading', { name: video.title, level: 2 })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(document.querySelector('iframe')).toBeNull();
  });
});
