import { DEFAULT_MAIN_PAGE, type HomeSectionKey } from '@store/shared/constants/site';
import type { ReactNode } from 'react';
import { Container } from '../../../components/index.ts';
import { useSite } from '../../../lib/site.ts';
import { CategoryTiles } from '../components/home/category-tiles.tsx';
import { ChatChannelButton } from '../components/home/chat-channel-button.tsx';
import { HeroBanner } from '../components/home/hero-banner.tsx';
import { ProductSection } from '../components/home/product-section.tsx';
import { CompanyIntro, CustomApplyBanner, ManualPromo } from '../components/home/promo-sections.tsx';
import { ReviewCarousel } from '../components/home/review-carousel.tsx';
import { SAMPLE_REVIEWS } from '../components/home/sample-reviews.ts';

const SECTIONS: Record<HomeSectionKey, () => ReactNode> = {
  best: () => <ProductSection category="BEST" eyebrow="BEST" title="지금 가장 많이 찾는 프로그램" />,
  new: () => <ProductSection category="NEW" eyebrow="NEW" title="새로 나온 프로그램" />,
  discounted: () => <ProductSection category="DISCOUNTED" eyebrow="SALE" title="놓치면 아쉬운 할인 상품" />,
  reviews: () => <ReviewCarousel reviews={SAMPLE_REVIEWS} />,
  manualPromo: () => <ManualPromo />,
  companyIntro: () => <CompanyIntro />,
};

/**
 * / : banner, categories, shelves, reviews and the ways to get help (store.md §2). Which
 * sections show, in which order, and the banner's copy come from the admin's main-page
 * settings; the defaults render until they arrive.
 */
export function HomePage() {
  // The home page keeps the store's own title (index.html's), which every other screen restores as it closes.
  const mainPage = useSite().mainPage ?? { ...DEFAULT_MAIN_PAGE, hero: { ...DEFAULT_MAIN_PAGE.hero, imagePath: null } };
  const shown = mainPage.sections.filter((s) => s.enabled).map((s) => s.key);
  const blocks: ReactNode[] = [];
  for (let i = 0; i < shown.length; i++) {
    const key = shown[i]!;
    const next = shown[i + 1];
    // The two promo cards sit side by side when they follow each other, from 1024 px: on a
    // tablet half the column is too narrow for the company card's two-line heading.
    const promo = (k: HomeSectionKey | undefined) => k === 'manualPromo' || k === 'companyIntro';
    if (promo(key) && promo(next)) {
      blocks.push(
        <div key={`${key}-${next}`} className="grid gap-4 md:gap-6 lg:grid-cols-2">
          {SECTIONS[key]()}
          {SECTIONS[next!]()}
        </div>,
      );
      i++;
    } else {
      blocks.push(<div key={key}>{SECTIONS[key]()}</div>);
    }
  }
  return (
    <>
      <HeroBanner hero={mainPage.hero} />
      <Container className="space-y-16 py-10 sm:space-y-20 sm:py-14">
        <CategoryTiles />
        {blocks}
        <CustomApplyBanner />
      </Container>
      <ChatChannelButton />
    </>
  );
}
