// Pretendard comes after the first paint, all at once. Chrome holds a page's first paint while
// the fonts it has asked for are loading, and a Korean page asks for about 15 of Pretendard's 92
// subsets (300 KB); each subset arriving on its own lays the whole page out again. So the page
// first shows in the system's Korean font, the subsets its text needs load together, and the
// typeface changes once (`typeface-ready`, styles.css). Text shown later loads what it needs.
//
// Phones keep their own Korean font (Apple SD Gothic Neo, or Noto Sans CJK, whose Hangul
// Pretendard's is drawn from): on a phone's data and CPU, 300 KB of fonts and a second layout of
// the whole page buy almost no visible difference. A window that grows past a phone's width loads
// it then.

const FAMILY = '"Pretendard Variable"';
export const TYPEFACE_MEDIA = '(min-width: 768px)';

export function loadTypefaceAfterFirstPaint(doc: Document = document, view: Pick<Window, 'matchMedia' | 'requestAnimationFrame'> = window): void {
  const wide = view.matchMedia(TYPEFACE_MEDIA);
  if (wide.matches) {
    view.requestAnimationFrame(() => setTimeout(() => void load(doc)));
    return;
  }
  const grown = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    wide.removeEventListener('change', grown);
    void load(doc);
  };
  wide.addEventListener('change', grown);
}

async function load(doc: Document): Promise<void> {
  try {
    await import('../fonts.css');
    await doc.fonts.load(`1em ${FAMILY}`, doc.body.textContent ?? '');
  } catch {
    // Offline or blocked: the system font stays, which reads just as well.
  }
  doc.documentElement.classList.add('typeface-ready');
}
