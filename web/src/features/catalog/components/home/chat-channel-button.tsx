import { MessageCircle } from 'lucide-react';
import { platform } from '../../../../lib/platform/index.ts';
import { useSite } from '../../../../lib/site.ts';

/**
 * The floating chat-channel button: the messaging page opens in a new tab (store.md §2).
 * Collapsed to a round icon so the first view stays clear: on a phone it sits under the category
 * tiles, and from 1280 px it rests in the margin beside the content column (Container is 1152 px
 * wide); the label slides out on hover or keyboard focus. data-floating-button makes the footer
 * leave room for it at the end of the page (the with-floating-button variant in styles.css).
 */
export function ChatChannelButton() {
  const { chatChannelUrl } = useSite();
  return (
    <button
      type="button"
      data-floating-button
      onClick={() => platform().openExternal(chatChannelUrl)}
      className="group fixed bottom-3 right-3 z-30 flex size-11 items-center justify-center rounded-full bg-[#fee500] font-bold text-[#191919] shadow-lg shadow-black/20 transition hover:brightness-95 sm:bottom-6 sm:right-6 sm:size-auto sm:h-14 sm:min-w-14 sm:px-4 xl:right-4"
    >
      <MessageCircle className="size-5 shrink-0 sm:size-6" fill="currentColor" aria-hidden />
      {/* Clipped rather than sr-only from sm up, so it can slide out and is still the button's name. */}
      <span className="sr-only sm:not-sr-only sm:max-w-0 sm:overflow-hidden sm:whitespace-nowrap sm:transition-[max-width,margin] sm:group-hover:ml-2 sm:group-hover:max-w-24 sm:group-focus-visible:ml-2 sm:group-focus-visible:max-w-24 motion-reduce:transition-none">
        채팅 상담
      </span>
      <span className="sr-only"> (새 창에서 열림)</span>
    </button>
  );
}
