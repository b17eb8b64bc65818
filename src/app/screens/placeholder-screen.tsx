import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteEntry } from '../routing/route-table';

/**
 * The routes issue 15 has yet to build (/promotions, /promoDetail, /noticePage, /down, /join) say
 * so plainly and lead back home, instead of a blank page or a dead end. It goes with the last of them.
 */
export default function PlaceholderScreen({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t(`screens.titles.${entry.screen}`)}</h1>
      <p>{t('screens.placeholder.text')}</p>
      <Link to="/">{t('screens.notFound.home')}</Link>
    </section>
  );
}
