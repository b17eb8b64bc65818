import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../../lib/routing/screen-props';
import { HelpTopics } from './help-topics';
import './help-page-screen.css';

/**
 * /help (with the site's frame) and /helpmc (bare, for the app's web view): the help-centre topics
 * as a page. The shown topic is the `topic` query parameter (its tag), so a topic can be linked.
 */
export default function HelpPageScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <section className="page help-page" aria-labelledby="help-page-title">
      <div className="help-page__head">
        <h1 id="help-page-title">{t('help.title')}</h1>
        <Link to="/">{t('help.backHome')}</Link>
      </div>
      <HelpTopics
        active={params.get('topic')}
        onChange={(tag) => setParams({ topic: tag }, { replace: true })}
        headingLevel={2}
      />
    </section>
  );
}
