import { MessageCircle } from 'lucide-react';
import { platform } from '../../../../lib/platform/index.ts';
import { useSite } from '../../../../lib/site.ts';

/**
 * The floating chat-channel button: the messaging page opens in a new tab (store.md §2).
 * Collapsed to a round icon so the first view stays clear: on a phone it sits under the category
 * tiles, and from 1280 px it rests in the margin beside the content column (Container is 1152 px
 * wide); the label slides out on hover or keyboard focus. Between 640 and 1279 px there is no such
 * margin, so it keeps the phone's 44 px size there and the page makes one: data-floating-button
 * widens Container's and the footer's side padding to 64 px (clear of the button's 12 + 44 px) and
 * makes the footer leave room under its last line (the with-floating-button variant in styles.css).
 */
export function ChatChannelButton() {
  const { chatChannelUrl } = useSite();
  return (
    <button
      type="button"
      data-floating-button
      onClick={() => platform().openExternal(chatChannelUrl)}
      className="group fixed bottom-3 right-3 z-30 flex size-11 items-center justify-center rounded-full bg-[#fee500] font-bold text-[#191919] shadow-lg shadow-black/20 transition hover:brightness-95 sm:size-auto sm:h-11 sm:min-w-11 sm:px-3 xl:bottom-6 xl:right-4 xl:h-14 xl:min-w-14 xl:px-4"
    >
      <MessageCircle className="size-5 shrink-0 xl:size-6" fill="currentColor" aria-hidden />
      {/* Clipped rather than sr-only from sm up, so it can slide out and is still the button's name. */}
      <span className="sr-only sm:not-sr-only sm:max-w-0 sm:overflow-hidden sm:whitespace-nowrap sm:transition-[max-width,margin] sm:group-hover:ml-2 sm:group-hover:max-w-24 sm:group-focus-visible:ml-2 sm:group-focus-visible:max-w-24 motion-reduce:transition-none">
        채팅 상담
      </span>
      <span className="sr-only"> (새 창에서 열림)</span>
    </button>
  );
}
