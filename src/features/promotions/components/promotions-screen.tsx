import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import * as Tabs from '../../../components/tabs';
import { useListPromotions } from '../api/use-list-promotions';
import { categoryOf, categoryTabs, type PromotionCategory } from '../rules/categories';
import { shownPromotions } from '../rules/promotion-actions';
import { PromotionCard } from './promotion-card';
import '../../../components/tab-strip.css';
import './promotions.css';

/**
 * The promotions page (`/promotions`, banner group `w_promotion` above it): the featured slot, then
 * the promotions by category. The tabs are `ALL` and the categories that have promotions; the
 * choice is in the address (`?category=`, one history entry per choice). Each card shows its
 * banner, title, period, status and what the status lets the player do. Visitors see the public
 * list (statuses by the dates) and get the login dialog when they press an action. `featured` is
 * what the app puts above the list (the lucky draws' cards, `src/app/screens/promotions-route.tsx`).
 */
export default function PromotionsScreen({ featured }: { featured?: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const all = useListPromotions('ALL');
  const tabs = categoryTabs(shownPromotions(all.data ?? []), category);
  // A tab chosen but not yet in the address: focus and click both choose it, one history entry.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [category]);
  const choose = (next: string) => {
    if (next === category || next === pending.current) return;
    pending.current = next;
    const nextParams = new URLSearchParams(params);
    if (next === 'ALL') nextParams.delete('category');
    else nextParams.set('category', next);
    setParams(nextParams);
  };

  return (
    <section className="page promotions" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('promotions.title')}</h1>
      {featured}
      <Tabs.Root value={category} onValueChange={choose} className="promotions__tabs">
        <Tabs.List className="tab-strip" aria-label={t('promotions.categories.label')}>
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className="tab-strip__tab">
              {t(`promotions.categories.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value} className="promotions__panel">
            <PromotionList category={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function PromotionList({ category }: { category: PromotionCategory }) {
  const { t } = useTranslation();
  const query = useListPromotions(category);
  return (
    <QueryState
      query={query}
      failedText={t('promotions.failed')}
      isEmpty={(list) => shownPromotions(list).length === 0}
      empty={<p className="promotions__empty">{t('promotions.empty')}</p>}
    >
      {(list) => (
        <ul className="promotions__list">
          {shownPromotions(list).map((promotion) => (
            <li key={promotion.promotionId}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
