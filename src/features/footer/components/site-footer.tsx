import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFooterHelpTopics, useFooterVendors } from '../api/use-footer-data';
import { FooterBadges } from './footer-badges';
import { VendorCarousel } from './vendor-carousel';
import './site-footer.css';
import { useLanguageCode } from '../../../hooks/use-language-code';

/** The year of the copyright line (section 1). */
const copyrightYear = 2024;

/**
 * The footer (section 1): the game vendors' logos, the help-centre topics (each opens the help
 * dialog at that topic, through `onOpenHelpTopic` from the app), licence, security and
 * responsible-gaming badges, and the copyright line.
 */
export function SiteFooter({ onOpenHelpTopic }: { onOpenHelpTopic(tag: string | null): void }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const vendors = useFooterVendors();
  const topics = useFooterHelpTopics(language);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <VendorCarousel vendors={vendors} />
        <div className="site-footer__columns">
          <nav className="site-footer__help" aria-labelledby="footer-help-title">
            <h2 id="footer-help-title" className="site-footer__heading">
              {t('footer.helpCentre')}
            </h2>
            <ul className="site-footer__topics">
              {topics === null ? (
                <li className="site-footer__muted">{t('common.loading')}</li>
              ) : topics.length === 0 ? (
                <li>
                  <button
                    type="button"
                    className="site-footer__topic"
                    onClick={() => onOpenHelpTopic(null)}
                  >
                    {t('footer.openHelp')}
                  </button>
                </li>
              ) : (
                topics.map((topic) => (
                  <li key={topic.id}>
                    <button
                      type="button"
                      className="site-footer__topic"
                      onClick={() => onOpenHelpTopic(topic.tag)}
                    >
                      {topic.title}
                    </button>
                  </li>
                ))
              )}
            </ul>
          </nav>
          {/* Issue 15: the VIP page, the winner board and the feedback form. */}
          <nav className="site-footer__help" aria-labelledby="footer-more-title">
            <h2 id="footer-more-title" className="site-footer__heading">
              {t('footer.more')}
            </h2>
            <ul className="site-footer__topics">
              {(['/vip', '/winners', '/feedback'] as const).map((path) => (
                <li key={path}>
                  <Link className="site-footer__topic site-footer__link" to={path}>
                    {t(`screens.titles.${path.slice(1)}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <FooterBadges />
        </div>
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: copyrightYear, brand: t('header.brand') })}
        </p>
      </div>
    </footer>
  );
}
