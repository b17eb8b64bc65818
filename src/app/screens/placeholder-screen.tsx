import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteEntry } from '../routing/route-table';

/**
 * Screens whose issue has not landed yet (lobbies, points mall, promotions ...) say so plainly and
 * lead back home, instead of a blank page or a dead end.
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
