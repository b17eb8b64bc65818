import { useTranslation } from 'react-i18next';

/** Home: the banner strip and jackpot sit above it (root layout); the vendor lanes land with issue 5. */
export function HomeScreen() {
  const { t } = useTranslation();
  return (
    <section className="page home">
      <h1 className="visually-hidden">{t('screens.titles.home')}</h1>
      <p>{t('screens.home.welcome')}</p>
    </section>
  );
}
