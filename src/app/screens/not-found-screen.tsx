import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t('screens.notFound.title')}</h1>
      <p>{t('screens.notFound.text')}</p>
      <Link to="/">{t('screens.notFound.home')}</Link>
    </section>
  );
}
