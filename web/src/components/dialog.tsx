import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from './cn.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  className?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

const TEXT_ENTRY = 'input:not([type]):not(:disabled), ' + ['text', 'password', 'email', 'tel', 'number', 'search', 'url'].map((type) => `input[type="${type}"]:not(:disabled)`).join(', ') + ', textarea:not(:disabled)';

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert, traps focus,
 * closes on Escape and returns focus to the opener, which is what accessibility needs.
 */
export function Dialog({ open, onClose, title, children, footer, size = 'md', hideTitle, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      // showModal() focuses the first focusable element, the close button; a dialog that asks for
      // typing starts on its first field instead (React's autoFocus ran while the dialog was shut).
      dialog.querySelector<HTMLElement>(TEXT_ENTRY)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop closes, but not the second click of a double click: that one
        // lands where the button that opened the dialog was, and shut a confirmation as it opened.
        if (e.target === ref.current && e.detail <= 1) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50',
        widths[size],
        className,
      )}
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <h2 id={titleId} className={cn('text-lg font-bold', hideTitle && 'sr-only')}>
              {title}
            </h2>
            <button type="button" onClick={onClose} className="-m-1 ml-auto rounded-lg p-1 text-mute hover:bg-soft" aria-label="닫기">
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="overflow-y-auto px-6 py-4 text-[15px] leading-relaxed text-sub">{children}</div>
          {footer && <div className="flex justify-end gap-2 px-6 pb-6">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
