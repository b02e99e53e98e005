import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { ChatChannelButton } from './chat-channel-button.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ChatChannelButton', () => {
  it('keeps its name while collapsed to an icon, and marks itself for the footer to leave room', () => {
    mockFetch(() => ({}));
    renderWithProviders(<ChatChannelButton />);
    const button = screen.getByRole('button', { name: '채팅 상담 (새 창에서 열림)' });
    expect(button.hasAttribute('data-floating-button')).toBe(true);
  });
});
