import { MessageCircle } from 'lucide-react';
import { platform } from '../../../../lib/platform/index.ts';
import { useSite } from '../../../../lib/site.ts';

/** The floating chat-channel button: the messaging page opens in a new tab (store.md §2). */
export function ChatChannelButton() {
  const { chatChannelUrl } = useSite();
  return (
    <button
      type="button"
      onClick={() => platform().openExternal(chatChannelUrl)}
      className="fixed bottom-5 right-5 z-30 flex h-14 items-center gap-2 rounded-full bg-[#fee500] px-4 font-bold text-[#191919] shadow-lg shadow-black/20 transition hover:brightness-95 sm:bottom-8 sm:right-8 sm:px-5"
    >
      <MessageCircle className="size-6" fill="currentColor" aria-hidden />
      <span className="sr-only sm:not-sr-only">채팅 상담</span>
      <span className="sr-only"> (새 창에서 열림)</span>
    </button>
  );
}
