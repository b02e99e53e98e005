// Pretendard comes after the first paint, all at once. Chrome holds a page's first paint while
// the fonts it has asked for are loading, and a Korean page asks for about 15 of Pretendard's 92
// subsets (300 KB); each subset arriving on its own lays the whole page out again. So the page
// first shows in the system's Korean font, the subsets its text needs load together, and the
// typeface changes once (`typeface-ready`, styles.css). Text shown later loads what it needs.

const FAMILY = '"Pretendard Variable"';

export function loadTypefaceAfterFirstPaint(doc: Document = document): void {
  requestAnimationFrame(() =>
    setTimeout(async () => {
      try {
        await import('../fonts.css');
        await doc.fonts.load(`1em ${FAMILY}`, doc.body.textContent ?? '');
      } catch {
        // Offline or blocked: the system font stays, which reads just as well.
      }
      doc.documentElement.classList.add('typeface-ready');
    }),
  );
}
