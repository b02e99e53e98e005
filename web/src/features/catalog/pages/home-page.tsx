import { Container } from '../../../components/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CategoryTiles } from '../components/home/category-tiles.tsx';
import { ChatChannelButton } from '../components/home/chat-channel-button.tsx';
import { HeroBanner } from '../components/home/hero-banner.tsx';
import { ProductSection } from '../components/home/product-section.tsx';
import { CompanyIntro, CustomApplyBanner, ManualPromo } from '../components/home/promo-sections.tsx';
import { ReviewCarousel } from '../components/home/review-carousel.tsx';
import { SAMPLE_REVIEWS } from '../components/home/sample-reviews.ts';

/** / : banner, categories, shelves, reviews and the ways to get help (store.md §2). */
export function HomePage() {
  usePageTitle('윈도우 업무 자동화 프로그램 스토어');
  return (
    <>
      <HeroBanner />
      <Container className="space-y-16 py-10 sm:space-y-20 sm:py-14">
        <CategoryTiles />
        <ProductSection category="BEST" eyebrow="BEST" title="지금 가장 많이 찾는 프로그램" />
        <ReviewCarousel reviews={SAMPLE_REVIEWS} />
        <ProductSection category="NEW" eyebrow="NEW" title="새로 나온 프로그램" />
        <ProductSection category="DISCOUNTED" eyebrow="SALE" title="놓치면 아쉬운 할인 상품" />
        <div className="grid gap-4 md:grid-cols-2 md:gap-6">
          <ManualPromo />
          <CompanyIntro />
        </div>
        <CustomApplyBanner />
      </Container>
      <ChatChannelButton />
    </>
  );
}
